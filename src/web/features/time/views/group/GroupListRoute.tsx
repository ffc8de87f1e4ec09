import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { subGroupList, type TimeListItem } from '../../../../../domain/timeList';
import { isNotFound } from '../../../../api/refusal';
import { useApi } from '../../../../api/useApi';
import { localDate, timeGroupQuery } from '../../queries';
import { TimeListScreen, type ListState } from '../list/TimeListScreen';
import { groupMessages } from '../messages';
import { viewTitles } from '../pageTitles';
import { EmptyState } from '../StatusViews';
import { useTimePreference } from '../useTimePreference';
import { freshAfterLoad, groupGoalsQuery } from '../viewQueries';
import { ViewsLayout } from '../ViewsLayout';
import { GoalsList, GroupSummary } from './GroupOverview';
import { useSubGroupTotals } from './groupQueries';

type Mode = 'overview' | 'list';

/**
 * One group's page: its sub groups with their time in the saved filter's period and the one
 * before. The overview lists every sub group (with the group's own totals and its goals); the
 * list keeps and orders them by spec §2's rule.
 */
function GroupView({ mode }: { mode: Mode }) {
  const intl = useIntl();
  const api = useApi();
  const { groupId } = useParams({ strict: false }) as { groupId: string };
  const group = useQuery({ ...timeGroupQuery(api, groupId), staleTime: freshAfterLoad });
  const goals = useQuery({ ...groupGoalsQuery(api, groupId, localDate()), enabled: mode === 'overview', staleTime: freshAfterLoad });
  const [filter, setFilter] = useTimePreference('timeFilter');
  const totals = useSubGroupTotals(groupId, filter);
  const subGroups = group.data?.subGroups;
  const { current: currentMs, previous: previousMs } = totals;

  const items = useMemo((): TimeListItem[] | null => {
    if (!subGroups || !currentMs) return null;
    if (mode === 'list') return subGroupList(subGroups, currentMs, previousMs);
    // The overview lists every sub group, most used first.
    const all = subGroupList(subGroups, new Map(subGroups.map((sub) => [sub._id, 1])), null);
    return all.map((item) => ({
      ...item,
      value: currentMs.get(item.id) ?? 0,
      previous: previousMs ? (previousMs.get(item.id) ?? 0) : null,
    }));
  }, [subGroups, currentMs, previousMs, mode]);

  const notFound = group.isError && isNotFound(group.error);
  const state: ListState = items ? { status: 'ready', items } : group.isError || totals.isError ? { status: 'error' } : { status: 'loading' };
  const subGroupNames = useMemo(() => new Map((subGroups ?? []).map((sub) => [sub._id, sub.name])), [subGroups]);

  return (
    <ViewsLayout heading={group.data?.name ?? intl.formatMessage(viewTitles.group)} groupId={groupId}>
      {notFound ? (
        <EmptyState>{intl.formatMessage(groupMessages.notFound)}</EmptyState>
      ) : (
        <>
          {mode === 'overview' && group.data && <GroupSummary totals={group.data} />}
          <TimeListScreen
            state={mode === 'overview' && subGroups?.length === 0 ? { status: 'ready', items: [] } : state}
            filter={filter}
            onFilterChange={setFilter}
            onRetry={() => {
              void group.refetch();
              totals.refetch();
            }}
          />
          {mode === 'overview' && goals.data && <GoalsList goals={goals.data} subGroupNames={subGroupNames} />}
        </>
      )}
    </ViewsLayout>
  );
}

/** /time-group/:groupId: the group's totals, its sub groups with their time, and its goals. */
export function GroupRoute() {
  return <GroupView mode="overview" />;
}

/** /time-group/list/:groupId: the group's sub groups by spec §2's list rule. */
export function GroupListRoute() {
  return <GroupView mode="list" />;
}
