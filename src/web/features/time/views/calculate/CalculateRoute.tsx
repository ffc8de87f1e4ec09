import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isNotFound } from '../../../../api/refusal';
import { useApi } from '../../../../api/useApi';
import { localDate, shallowTimeGroupsQuery, timeGroupQuery } from '../../queries';
import { filterRanges } from '../dates';
import { calculateMessages, listMessages, groupMessages } from '../messages';
import { viewTitles } from '../pageTitles';
import { EmptyState, LoadFailed, Loading } from '../StatusViews';
import { useViewTab } from '../useViewTab';
import { freshAfterLoad } from '../viewQueries';
import type { CalculateSearch } from '../viewSearch';
import { ViewsLayout } from '../ViewsLayout';
import { rangeTotals, totalsCsv } from './calculateCsv';
import { isCalculable, rangeQuery } from './calculateQueries';
import { CalculateScreen, type CalculateResult } from './CalculateScreen';
import { downloadText } from '../../../../components/downloadText';

/**
 * Calculate for every group, or for one group's sub groups (`groupId`). The request lives in the
 * URL (`?from=&to=&ids=`), so a calculation can be bookmarked and its totals load with the route.
 */
function CalculateView({ groupId }: { groupId?: string }) {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as CalculateSearch;
  const groups = useQuery({ ...shallowTimeGroupsQuery(api), enabled: !groupId, staleTime: freshAfterLoad });
  const group = useQuery({ ...timeGroupQuery(api, groupId ?? ''), enabled: Boolean(groupId), staleTime: freshAfterLoad });
  const picker = groupId ? group : groups;
  const items = useMemo(
    () =>
      groupId
        ? (group.data?.subGroups ?? []).map((sub) => ({ id: sub._id, name: sub.name }))
        : (groups.data ?? []).map((g) => ({ id: g._id, name: g.name })),
    [groupId, group.data, groups.data],
  );
  const calculable = isCalculable(search);
  const range = { from: search.from ?? '', to: search.to ?? '' };
  const totals = useQuery({ ...rangeQuery(api, range, groupId), enabled: calculable, staleTime: freshAfterLoad });
  const chosen = useMemo(() => (search.ids ? items.filter((item) => search.ids!.includes(item.id)) : items), [items, search.ids]);
  const rows = useMemo(() => (totals.data ? rangeTotals(totals.data, chosen, groupId) : []), [totals.data, chosen, groupId]);

  if (picker.isError) return <LoadFailed onRetry={() => void picker.refetch()}>{intl.formatMessage(listMessages.failed)}</LoadFailed>;
  if (!picker.data) return <Loading>{intl.formatMessage(listMessages.loading)}</Loading>;

  const today = localDate();
  const result: CalculateResult = !calculable
    ? { status: 'none' }
    : totals.data
      ? { status: 'ready', range, rows }
      : totals.isError
        ? { status: 'error' }
        : { status: 'loading' };
  const download = () => {
    const text = (key: keyof typeof calculateMessages) => intl.formatMessage(calculateMessages[key]);
    const csv = totalsCsv(rows, range, {
      name: text('name'),
      from: text('csvFrom'),
      to: text('csvTo'),
      hoursMinutes: text('hoursMinutes'),
      decimalHours: text('decimalHours'),
      total: text('total'),
    });
    downloadText(`time-${range.from}-${range.to}.csv`, csv);
  };
  return (
    <CalculateScreen
      items={items}
      subGroups={Boolean(groupId)}
      initial={{
        from: search.from ?? filterRanges('month', today).current.from,
        to: search.to ?? today,
        ids: search.ids ?? null,
      }}
      result={result}
      onCalculate={({ from, to, ids }) => void navigate({ to: '.', search: (ids ? { from, to, ids } : { from, to }) as never })}
      onDownload={download}
      onRetry={() => void totals.refetch()}
    />
  );
}

/** /time-groups/calculate?from=&to=&ids=: totals of the chosen groups over a range. */
export function CalculateRoute() {
  const intl = useIntl();
  const onTab = useViewTab();
  return (
    <ViewsLayout heading={intl.formatMessage(viewTitles.calculate)} onTab={onTab}>
      <CalculateView />
    </ViewsLayout>
  );
}

/** /time-group/calculate/:groupId: totals of one group's chosen sub groups over a range. */
export function GroupCalculateRoute() {
  const { groupId } = useParams({ strict: false }) as { groupId: string };
  const intl = useIntl();
  const group = useQuery({ ...timeGroupQuery(useApi(), groupId), staleTime: freshAfterLoad });
  return (
    <ViewsLayout heading={group.data?.name ?? intl.formatMessage(viewTitles.group)} groupId={groupId}>
      {group.isError && isNotFound(group.error) ? <EmptyState>{intl.formatMessage(groupMessages.notFound)}</EmptyState> : <CalculateView groupId={groupId} />}
    </ViewsLayout>
  );
}
