import type { Api } from '../../../../api/api';
import { shallowTimeGroupsQuery, timeGroupQuery } from '../../queries';
import { dayCount, isDay, longestRangeDays } from '../dates';
import { timeTotalsQuery } from '../viewQueries';
import type { CalculateSearch } from '../viewSearch';

/** Whether a search names a range the server sums (both days, in order, at most three years). */
export function isCalculable(search: CalculateSearch): search is CalculateSearch & { from: string; to: string } {
  return isDay(search.from) && isDay(search.to) && search.from <= search.to && dayCount({ from: search.from, to: search.to }) <= longestRangeDays;
}

/** What to choose from: every group's name, or one group with its sub groups. */
export function pickerQuery(api: Api, timeGroupId?: string) {
  return timeGroupId ? timeGroupQuery(api, timeGroupId) : shallowTimeGroupsQuery(api);
}

/** The range's totals as one period (GET /time-total `by=range`); one group's when `timeGroupId`. */
export function rangeQuery(api: Api, range: { from: string; to: string }, timeGroupId?: string) {
  return timeTotalsQuery(api, { from: range.from, to: range.to, by: 'range', ...(timeGroupId ? { timeGroupId } : {}) });
}

/** The loader's queries: the picker, and the totals once a range was asked for. */
export function calculateQueries(api: Api, search: CalculateSearch, timeGroupId?: string) {
  return [pickerQuery(api, timeGroupId), ...(isCalculable(search) ? [rangeQuery(api, search, timeGroupId)] : [])];
}
