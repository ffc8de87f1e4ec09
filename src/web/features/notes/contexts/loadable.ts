/** Data that loads: what it is, or that it is on its way, or that it could not be fetched. */
export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export function loadable<T>(query: { status: 'pending' | 'error' | 'success'; data?: T }): Loadable<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  return { status: query.status === 'error' ? 'error' : 'loading' };
}
