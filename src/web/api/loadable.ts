import type { UseQueryResult } from '@tanstack/react-query';
import type { ErrorCode } from '../../contract/types';
import { isNotFound } from './refusal';

/** Data that loads: on its way (spec §4's loading flag), could not be fetched, or here. */
export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** One thing looked up by id, which may also not exist (another user's, or deleted). */
export type Findable<T> = Loadable<T> | { status: 'notFound' };

/** A failed refetch keeps what was shown (its toast says it failed); only a first failure is an error. */
export function loadable<T>(query: Pick<UseQueryResult<T, unknown>, 'status' | 'data'>): Loadable<T> {
  if (query.status === 'success' || query.data !== undefined) return { status: 'ready', data: query.data as T };
  return { status: query.status === 'error' ? 'error' : 'loading' };
}

/**
 * A query of one thing by id: its `notFoundCode`, any 404 or a 400 (an id that cannot be one) is
 * "not found"; any other failure an error to retry.
 */
export function findable<T>(query: Pick<UseQueryResult<T, unknown>, 'status' | 'data' | 'error'>, notFoundCode: ErrorCode): Findable<T> {
  if (query.status === 'error' && query.data === undefined && isNotFound(query.error, notFoundCode)) return { status: 'notFound' };
  return loadable(query);
}

/** Two reads a page needs both of: not found or failed if either is, ready when both are. */
export function both<A, B>(a: Findable<A>, b: Loadable<B>): Findable<[A, B]> {
  if (a.status === 'notFound') return a;
  if (a.status === 'error' || b.status === 'error') return { status: 'error' };
  if (a.status === 'loading' || b.status === 'loading') return { status: 'loading' };
  return { status: 'ready', data: [a.data, b.data] };
}
