import { defineMessages } from 'react-intl';

// The dashboard screen's texts: they load with the dashboard, apart from the route table.
export const dashboardScreenMessages = defineMessages({
  days: { id: 'dashboard.screen.days', defaultMessage: 'Days' },
  previousDay: { id: 'dashboard.screen.previousDay', defaultMessage: 'Previous day' },
  nextDay: { id: 'dashboard.screen.nextDay', defaultMessage: 'Next day' },
  today: { id: 'dashboard.screen.today', defaultMessage: 'Today' },
  pickDate: { id: 'dashboard.screen.pickDate', defaultMessage: 'Date' },
  keys: { id: 'dashboard.screen.keys', defaultMessage: 'The ← and → keys (outside text fields) and a swipe sideways also change the day.' },
  loading: { id: 'dashboard.screen.loading', defaultMessage: 'Loading the day…' },
  loadFailed: { id: 'dashboard.screen.loadFailed', defaultMessage: 'Could not load this day.' },
  retry: { id: 'dashboard.screen.retry', defaultMessage: 'Try again' },
  empty: { id: 'dashboard.screen.empty', defaultMessage: 'Nothing on this day' },
  emptyHint: { id: 'dashboard.screen.emptyHint', defaultMessage: 'Nothing was written or tracked for this date. Add something in:' },
  allHeading: { id: 'dashboard.screen.allHeading', defaultMessage: 'Everything on this day' },
  backToSummary: { id: 'dashboard.screen.backToSummary', defaultMessage: 'Back to the summary' },
  viewAll: { id: 'dashboard.screen.viewAll', defaultMessage: 'View all' },
});

/** The heading's words for a day near today, typed so a missing date fails to compile. */
export const dashboardDayMessages = defineMessages<{ today: { date: string }; yesterday: { date: string }; tomorrow: { date: string } }>({
  today: { id: 'dashboard.screen.headingToday', defaultMessage: 'Today, {date}' },
  yesterday: { id: 'dashboard.screen.headingYesterday', defaultMessage: 'Yesterday, {date}' },
  tomorrow: { id: 'dashboard.screen.headingTomorrow', defaultMessage: 'Tomorrow, {date}' },
});
