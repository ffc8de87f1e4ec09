import type { QueryOf, ResponseData } from '../../../../contract/types';
import type { Api } from '../../../api/api';
import { browserTimeZone } from '../queries';

/** GET /time-total's query: a day range, how to cut it, optionally one group; the browser's zone by default. */
export type TotalsQuery = Omit<QueryOf<'getTimeTotals'>, 'timeZone'> & { timeZone?: string };

/**
 * GET /time-total: time per group and sub group in each period of a day range (graph and
 * calculate). A failure is the screen's to show, beside a way to try again.
 */
export function timeTotalsQuery(api: Api, { timeZone = browserTimeZone(), ...query }: TotalsQuery) {
  return api.queryOptions('get', '/time-total', { params: { query: { ...query, timeZone } } }, { select: (body) => body.data });
}

export type Goal = ResponseData<'getGoals'>[number];

/** GET /goal?timeGroupId=&date=&timeZone=: a group's goals (its own and its sub groups') with their progress on `date`. */
export function groupGoalsQuery(api: Api, timeGroupId: string, date: string, timeZone = browserTimeZone()) {
  return api.queryOptions('get', '/goal', { params: { query: { timeGroupId, date, timeZone } } }, { select: (body) => body.data });
}

/** GET /goal: every goal of the caller with its progress in the period holding `date`. */
export function allGoalsQuery(api: Api, date: string, timeZone = browserTimeZone()) {
  return api.queryOptions('get', '/goal', { params: { query: { date, timeZone } } }, { select: (body) => body.data });
}

/**
 * How long data the route's loader just fetched counts as fresh for the screen that reads it, so
 * the screen's mount does not fetch it again. Changes still refresh it at once (invalidation
 * ignores this), and a window focus after it refetches.
 */
export const freshAfterLoad = 5_000;
