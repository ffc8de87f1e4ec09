import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';

export type Dashboard = Schemas['Dashboard'];

/** The zone the dashboard's day is in: the browser's own (an IANA name, e.g. Europe/Stockholm). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * GET /dashboard?date=&timeZone=: every area's section for one local day (contract/dashboard.yaml).
 * An area's changes refresh it through its key (`['get', '/dashboard']`, named in their mutations).
 * A failure is the screen's to show, with Try again (no toast on top of it).
 */
export function dashboardQuery(api: Api, date: string, timeZone: string = browserTimeZone()) {
  return api.queryOptions('get', '/dashboard', { params: { query: { date, timeZone } } }, {
    select: (body): Dashboard => body.data,
  });
}
