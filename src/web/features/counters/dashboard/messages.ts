import { defineMessages } from 'react-intl';

/** The counters area's card on the dashboard (hubs/dashboard). */
export const countersDashboardMessages = defineMessages({
  heading: { id: 'counters.dashboard.heading', defaultMessage: 'Counter goals' },
  reached: { id: 'counters.dashboard.reached', defaultMessage: 'Goal reached' },
  toCounters: { id: 'counters.dashboard.toCounters', defaultMessage: 'All counters' },
});

/** The card's messages with placeholders, typed so a missing value fails to compile. */
export const countersDashboardValueMessages = defineMessages<{
  dayGoal: { count: string; goal: string };
  weekGoal: { count: string; goal: string };
  inGroup: { group: string };
  more: { count: number };
}>({
  dayGoal: { id: 'counters.dashboard.dayGoal', defaultMessage: '{count} of {goal} · daily goal' },
  weekGoal: { id: 'counters.dashboard.weekGoal', defaultMessage: '{count} of {goal} · weekly goal' },
  inGroup: { id: 'counters.dashboard.inGroup', defaultMessage: 'in {group}' },
  more: { id: 'counters.dashboard.more', defaultMessage: '{count, plural, one {# more counter} other {# more counters}}' },
});
