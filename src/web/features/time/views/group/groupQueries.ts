import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TimeFilter } from '../../../../../domain/preferences';
import type { Api } from '../../../../api/api';
import { useApi } from '../../../../api/useApi';
import { localDate, timeGroupQuery } from '../../queries';
import { filterRanges, type DayRange } from '../dates';
import { groupGoalsQuery, timeTotalsQuery } from '../viewQueries';

/** /time-group/:groupId's loader: the group with its sub groups, and its goals' progress today. */
export function groupOverviewQueries(api: Api, groupId: string) {
  return [timeGroupQuery(api, groupId), groupGoalsQuery(api, groupId, localDate())];
}

/** /time-group/list/:groupId's loader: the group with its sub groups. */
export function groupListQueries(api: Api, groupId: string) {
  return [timeGroupQuery(api, groupId)];
}

function subGroupTotalsQuery(api: Api, groupId: string, range: DayRange) {
  return timeTotalsQuery(api, { from: range.from, to: range.to, by: 'range', timeGroupId: groupId });
}

const msBySubGroup = (totals: { periods: Array<{ groups: Array<{ timeGroupId: string; subGroups: Array<{ subGroupId: string; ms: number }> }> }> }, groupId: string) => {
  const ms = new Map<string, number>();
  for (const period of totals.periods) {
    for (const group of period.groups) {
      if (group.timeGroupId !== groupId) continue;
      for (const sub of group.subGroups) ms.set(sub.subGroupId, (ms.get(sub.subGroupId) ?? 0) + sub.ms);
    }
  }
  return ms;
};

/**
 * A group's sub groups' time in the filter's period and the one before (GET /time-total, one
 * period each). All time is the server's longest range, three years.
 */
export function useSubGroupTotals(groupId: string, filter: TimeFilter) {
  const api = useApi();
  const { current, previous } = filterRanges(filter, localDate());
  const now = useQuery(subGroupTotalsQuery(api, groupId, current));
  const before = useQuery({ ...subGroupTotalsQuery(api, groupId, previous ?? current), enabled: previous !== null });
  const isError = now.isError || (previous !== null && before.isError);
  const ready = Boolean(now.data && (previous === null || before.data));
  const hasPrevious = previous !== null;
  const currentMs = useMemo(() => (ready && now.data ? msBySubGroup(now.data, groupId) : null), [ready, now.data, groupId]);
  const previousMs = useMemo(() => (ready && hasPrevious && before.data ? msBySubGroup(before.data, groupId) : null), [ready, hasPrevious, before.data, groupId]);
  return {
    isError,
    current: currentMs,
    previous: previousMs,
    refetch: () => {
      void now.refetch();
      if (previous) void before.refetch();
    },
  };
}
