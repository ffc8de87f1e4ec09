import type { Api } from '../../../../api/api';
import { localDate } from '../../queries';
import { graphRange } from '../dates';
import { timeTotalsQuery } from '../viewQueries';
import type { GraphSearch } from '../viewSearch';

/** The graph's one GET /time-total: both spans of `graphRange`, cut by day or week; one group's when `timeGroupId`. */
export function graphQuery(api: Api, { by = 'day', date = localDate() }: GraphSearch, timeGroupId?: string) {
  const { range } = graphRange(by, date);
  return timeTotalsQuery(api, { from: range.from, to: range.to, by, ...(timeGroupId ? { timeGroupId } : {}) });
}
