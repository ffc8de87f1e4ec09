import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../../../api/useApi';
import { browserTimeZone, localDate, shallowTimeGroupsQuery, stampsOnDateQuery } from '../../queries';
import { viewTitles } from '../pageTitles';
import { useViewTab } from '../useViewTab';
import { freshAfterLoad } from '../viewQueries';
import type { DaySearch } from '../viewSearch';
import { ViewsLayout } from '../ViewsLayout';
import { timelineLayout } from './timelineLayout';
import { TimelineScreen, type TimelineState } from './TimelineScreen';

/** /time-groups/time?date=: the day's stamps (GET /time-stamp?date=, loaded with the route) on the timeline. */
export function TimelineRoute() {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as DaySearch;
  const today = localDate();
  const date = search.date ?? today;
  const zone = browserTimeZone();
  const stamps = useQuery({ ...stampsOnDateQuery(api, { date, timeZone: zone }), staleTime: freshAfterLoad });
  const groups = useQuery({ ...shallowTimeGroupsQuery(api), staleTime: freshAfterLoad });
  const onTab = useViewTab();
  // A running stamp is drawn up to when the stamps were read (a refetch moves it on).
  const readAt = stamps.dataUpdatedAt;
  const layout = useMemo(() => (stamps.data ? timelineLayout(stamps.data, date, zone, readAt) : null), [stamps.data, date, zone, readAt]);
  const groupNames = useMemo(() => new Map((groups.data ?? []).map((group) => [group._id, group.name])), [groups.data]);
  const state: TimelineState = layout ? { status: 'ready', layout, groupNames } : stamps.isError ? { status: 'error' } : { status: 'loading' };
  return (
    <ViewsLayout heading={intl.formatMessage(viewTitles.timeline)} onTab={onTab}>
      <TimelineScreen
        date={date}
        today={today}
        state={state}
        onDateChange={(next) => void navigate({ to: '.', search: (next === today ? {} : { date: next }) as never })}
        onRetry={() => void stamps.refetch()}
      />
    </ViewsLayout>
  );
}
