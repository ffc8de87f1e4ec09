import { defineMessages } from 'react-intl';

/** The time tracker's card on the dashboard (hubs/dashboard). */
export const timeDashboardMessages = defineMessages({
  heading: { id: 'time.dashboard.heading', defaultMessage: 'Time tracked' },
  total: { id: 'time.dashboard.total', defaultMessage: 'Total' },
  groupsHeading: { id: 'time.dashboard.groupsHeading', defaultMessage: 'Per time group' },
  stampsHeading: { id: 'time.dashboard.stampsHeading', defaultMessage: 'Time stamps' },
  running: { id: 'time.dashboard.running', defaultMessage: 'running' },
});

/** The card's messages with placeholders, typed so a missing value fails to compile. */
export const timeDashboardValueMessages = defineMessages<{
  span: { start: string; end: string };
  openStamp: { name: string; span: string };
  moreGroups: { count: number };
  moreStamps: { count: number };
}>({
  span: { id: 'time.dashboard.span', defaultMessage: '{start}–{end}' },
  openStamp: { id: 'time.dashboard.openStamp', defaultMessage: '{name}, {span}' },
  moreGroups: { id: 'time.dashboard.moreGroups', defaultMessage: '{count, plural, one {# more time group} other {# more time groups}}' },
  moreStamps: { id: 'time.dashboard.moreStamps', defaultMessage: '{count, plural, one {# earlier stamp} other {# earlier stamps}}' },
});
