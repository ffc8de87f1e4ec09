import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isNotFound } from '../../../../api/refusal';
import { EmptyState } from '../StatusViews';
import { groupMessages } from '../messages';
import { useApi } from '../../../../api/useApi';
import { localDate, timeGroupQuery } from '../../queries';
import { graphRange, shiftDays, type GraphBy } from '../dates';
import { viewTitles } from '../pageTitles';
import { useViewTab } from '../useViewTab';
import { freshAfterLoad } from '../viewQueries';
import type { GraphSearch } from '../viewSearch';
import { ViewsLayout } from '../ViewsLayout';
import { graphData } from './graphData';
import { graphQuery } from './graphQuery';
import { GraphScreen, type GraphState } from './GraphScreen';

function GraphView({ groupId }: { groupId?: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as GraphSearch;
  const by: GraphBy = search.by ?? 'day';
  const date = search.date ?? localDate();
  const totals = useQuery({ ...graphQuery(api, { by, date }, groupId), staleTime: freshAfterLoad });
  const data = useMemo(() => (totals.data ? graphData(totals.data, groupId) : null), [totals.data, groupId]);
  const { current, previous } = graphRange(by, date);
  const state: GraphState = data ? { status: 'ready', data } : totals.isError ? { status: 'error' } : { status: 'loading' };
  const go = (next: GraphSearch) => void navigate({ to: '.', search: next as never });
  return (
    <GraphScreen
      by={by}
      current={current}
      previous={previous}
      state={state}
      onByChange={(next) => go({ ...search, by: next })}
      onShift={(direction) => go({ ...search, date: shiftDays(date, direction * (by === 'day' ? 7 : 28)) })}
      onRetry={() => void totals.refetch()}
    />
  );
}

/** /time-groups/graph?by=&date=: every group's time per day or week (GET /time-total, loaded with the route). */
export function GraphRoute() {
  const intl = useIntl();
  const onTab = useViewTab();
  return (
    <ViewsLayout heading={intl.formatMessage(viewTitles.graph)} onTab={onTab}>
      <GraphView />
    </ViewsLayout>
  );
}

/** /time-group/graph/:groupId: one group's sub groups per day or week. */
export function GroupGraphRoute() {
  const { groupId } = useParams({ strict: false }) as { groupId: string };
  const group = useQuery({ ...timeGroupQuery(useApi(), groupId), staleTime: freshAfterLoad });
  const intl = useIntl();
  return (
    <ViewsLayout heading={group.data?.name ?? intl.formatMessage(viewTitles.group)} groupId={groupId}>
      {group.isError && isNotFound(group.error) ? <EmptyState>{intl.formatMessage(groupMessages.notFound)}</EmptyState> : <GraphView groupId={groupId} />}
    </ViewsLayout>
  );
}
