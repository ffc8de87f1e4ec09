import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData, useNavigate, useParams } from '@tanstack/react-router';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/useApi';
import { dayText } from '../../i18n/dateText';
import { localIsoDate } from '../../router/localDate';
import * as styles from './Dashboard.css';
import { shiftIsoDay } from './dashboardDates';
import { DashboardScreen, type DashboardState, type DashboardView } from './DashboardScreen';
import type { LoadedDashboardCard } from './loadDashboard';
import { dashboardScreenMessages as m } from './screenMessages';
import { dashboardQuery } from './queries';
import { useDayKeys } from './useDayKeys';
import { useDaySwipe } from './useDaySwipe';

/**
 * `/dashboard/:date/:view?` on the stores: the loader brought the cards (loadDashboard.ts) and
 * the date's sections. Each change of day is a navigation to that day's URL, keeping `/all`.
 */
export function DashboardRoute() {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  // The route's beforeLoad lets only real dates through; any view but 'all' is the summary.
  const params = useParams({ strict: false }) as { date: string; view?: string };
  const { date } = params;
  const view: DashboardView = params.view === 'all' ? 'all' : 'summary';
  const cards = (useLoaderData({ strict: false }) ?? []) as LoadedDashboardCard[];
  const dashboard = useQuery(dashboardQuery(api, date));
  const today = localIsoDate();

  const goTo = (day: string) =>
    void navigate({ to: '/dashboard/{-$date}/{-$view}', params: { date: day, view: view === 'all' ? 'all' : undefined } });
  useDayKeys((step) => goTo(shiftIsoDay(date, step)));
  const swipeArea = useRef<HTMLDivElement>(null);
  useDaySwipe(swipeArea, (swipe) => goTo(shiftIsoDay(date, swipe === 'nextDay' ? 1 : -1)));

  const dateText = dayText(intl, date);
  const viewAll = (
    <Link to="/dashboard/{-$date}/{-$view}" params={{ date, view: 'all' }} className={styles.link}>
      {intl.formatMessage(m.viewAll)}
    </Link>
  );
  const state: DashboardState = dashboard.isSuccess
    ? {
        status: 'ready',
        // In the areas' order; a section of an area without a card (or unknown here) is not drawn.
        cards: cards.flatMap(({ area, Card }) => {
          const section = dashboard.data.sections.find((candidate) => candidate.area === area);
          // The section's `area` is the card's: the card's own section type (DashboardCardProps).
          return section ? [{ area, card: <Card date={date} dateText={dateText} section={section as never} view={view} viewAll={viewAll} /> }] : [];
        }),
      }
    : dashboard.isError && !dashboard.isFetching
      ? { status: 'error' }
      : { status: 'loading' };

  return (
    <div ref={swipeArea}>
      <DashboardScreen
        date={date}
        today={today}
        view={view}
        state={state}
        onRetry={() => void dashboard.refetch()}
        onPickDate={goTo}
        addLinks={cards.flatMap(({ area, link }) => (link ? [{ area, ...link }] : []))}
      />
    </div>
  );
}
