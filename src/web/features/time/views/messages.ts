import { defineMessages } from 'react-intl';

export const tabMessages = defineMessages({
  label: { id: 'time.views.tabs.label', defaultMessage: 'Time tracker views' },
  groupLabel: { id: 'time.views.tabs.groupLabel', defaultMessage: 'Views of this group' },
  overview: { id: 'time.views.tabs.overview', defaultMessage: 'Overview' },
  list: { id: 'time.views.tabs.list', defaultMessage: 'List' },
  timeline: { id: 'time.views.tabs.timeline', defaultMessage: 'Timeline' },
  graph: { id: 'time.views.tabs.graph', defaultMessage: 'Graph' },
  calculate: { id: 'time.views.tabs.calculate', defaultMessage: 'Calculate' },
  allGroups: { id: 'time.views.tabs.allGroups', defaultMessage: 'All time groups' },
});

export const controlMessages = defineMessages({
  period: { id: 'time.views.controls.period', defaultMessage: 'Period' },
  day: { id: 'time.views.controls.day', defaultMessage: 'Day' },
  week: { id: 'time.views.controls.week', defaultMessage: 'Week' },
  month: { id: 'time.views.controls.month', defaultMessage: 'Month' },
  total: { id: 'time.views.controls.total', defaultMessage: 'Total' },
  mode: { id: 'time.views.controls.mode', defaultMessage: 'Show' },
  normal: { id: 'time.views.controls.normal', defaultMessage: 'Groups' },
  tags: { id: 'time.views.controls.tags', defaultMessage: 'Tags' },
});

/** The column headings of a period and the one before it. */
export const periodMessages = defineMessages({
  today: { id: 'time.views.periods.today', defaultMessage: 'Today' },
  yesterDay: { id: 'time.views.periods.yesterDay', defaultMessage: 'Yesterday' },
  currentWeek: { id: 'time.views.periods.currentWeek', defaultMessage: 'This week' },
  lastWeek: { id: 'time.views.periods.lastWeek', defaultMessage: 'Last week' },
  currentMonth: { id: 'time.views.periods.currentMonth', defaultMessage: 'This month' },
  lastMonth: { id: 'time.views.periods.lastMonth', defaultMessage: 'Last month' },
  total: { id: 'time.views.periods.total', defaultMessage: 'All time' },
});

export const listMessages = defineMessages({
  name: { id: 'time.views.list.name', defaultMessage: 'Name' },
  running: { id: 'time.views.list.running', defaultMessage: 'Running' },
  loading: { id: 'time.views.list.loading', defaultMessage: 'Loading time groups…' },
  failed: { id: 'time.views.list.failed', defaultMessage: 'Failed getting time groups' },
  retry: { id: 'time.views.list.retry', defaultMessage: 'Try again' },
  home: { id: 'time.views.list.home', defaultMessage: 'Go to Home' },
  empty: {
    id: 'time.views.list.empty',
    defaultMessage: 'Nothing tracked in this period yet. Stamp in from Home, or add time groups in the time tracker admin.',
  },
  emptyTags: {
    id: 'time.views.list.emptyTags',
    defaultMessage: 'No tagged group has time in this period. Tag your time groups in the time tracker admin.',
  },
  emptySubGroups: {
    id: 'time.views.list.emptySubGroups',
    defaultMessage: 'No sub group has time in this period. Stamp in from Home to start.',
  },
  admin: { id: 'time.views.list.admin', defaultMessage: 'Time tracker admin' },
});
export const listValueMessages = defineMessages<{
  runningCount: { count: number };
  tagGroups: { count: number };
}>({
  runningCount: { id: 'time.views.list.runningCount', defaultMessage: '{count} running' },
  tagGroups: { id: 'time.views.list.tagGroups', defaultMessage: '{count, plural, one {# group} other {# groups}}' },
});


export const timelineMessages = defineMessages({
  day: { id: 'time.views.timeline.day', defaultMessage: 'Day' },
  previousDay: { id: 'time.views.timeline.previousDay', defaultMessage: 'Previous day' },
  nextDay: { id: 'time.views.timeline.nextDay', defaultMessage: 'Next day' },
  today: { id: 'time.views.timeline.today', defaultMessage: 'Today' },
  now: { id: 'time.views.timeline.now', defaultMessage: 'now' },
  loading: { id: 'time.views.timeline.loading', defaultMessage: 'Loading time stamps…' },
  failed: { id: 'time.views.timeline.failed', defaultMessage: 'Could not get the time stamps of this day.' },
  empty: { id: 'time.views.timeline.empty', defaultMessage: 'No stamps on this day. Stamp in from Home to see them here.' },
});
export const timelineValueMessages = defineMessages<{
  axis: { date: string };
  stamp: { name: string; group: string; start: string; end: string; duration: string };
  dayTotal: { duration: string };
}>({
  axis: { id: 'time.views.timeline.axis', defaultMessage: 'Stamps on {date}, midnight to midnight' },
  stamp: { id: 'time.views.timeline.stamp', defaultMessage: '{name} ({group}): {start} to {end}, {duration}' },
  dayTotal: { id: 'time.views.timeline.dayTotal', defaultMessage: 'Tracked this day: {duration}' },
});


export const graphMessages = defineMessages({
  by: { id: 'time.views.graph.by', defaultMessage: 'Time per' },
  day: { id: 'time.views.graph.day', defaultMessage: 'Day' },
  week: { id: 'time.views.graph.week', defaultMessage: 'Week' },
  tableCaption: { id: 'time.views.graph.tableCaption', defaultMessage: 'Time per group: this span and the one before' },
  group: { id: 'time.views.graph.group', defaultMessage: 'Group' },
  others: { id: 'time.views.graph.others', defaultMessage: 'Others' },
  loading: { id: 'time.views.graph.loading', defaultMessage: 'Loading the graph…' },
  failed: { id: 'time.views.graph.failed', defaultMessage: 'Could not get the time totals.' },
  empty: { id: 'time.views.graph.empty', defaultMessage: 'Nothing tracked in these weeks. Stamp in from Home to fill the graph.' },
  earlier: { id: 'time.views.graph.earlier', defaultMessage: 'Earlier' },
  later: { id: 'time.views.graph.later', defaultMessage: 'Later' },
});
export const graphValueMessages = defineMessages<{
  dayCaption: { from: string };
  weekCaption: { to: string };
  weekOf: { date: string };
  currentSpan: { from: string; to: string };
  previousOf: { name: string };
}>({
  dayCaption: {
    id: 'time.views.graph.dayCaption',
    defaultMessage: 'Hours per day in the week of {from}, each day beside the same day a week before',
  },
  weekCaption: {
    id: 'time.views.graph.weekCaption',
    defaultMessage: 'Hours per week in the four weeks to {to}, each beside the week four weeks before',
  },
  weekOf: { id: 'time.views.graph.weekOf', defaultMessage: 'Week of {date}' },
  currentSpan: { id: 'time.views.graph.currentSpan', defaultMessage: '{from} to {to}' },
  previousOf: { id: 'time.views.graph.previousOf', defaultMessage: '{name} (before)' },
});


export const calculateMessages = defineMessages({
  from: { id: 'time.views.calculate.from', defaultMessage: 'From' },
  to: { id: 'time.views.calculate.to', defaultMessage: 'To' },
  groups: { id: 'time.views.calculate.groups', defaultMessage: 'Time groups' },
  subGroups: { id: 'time.views.calculate.subGroups', defaultMessage: 'Sub groups' },
  all: { id: 'time.views.calculate.all', defaultMessage: 'All' },
  submit: { id: 'time.views.calculate.submit', defaultMessage: 'Calculate' },
  reversed: { id: 'time.views.calculate.reversed', defaultMessage: 'The end date is before the start date.' },
  tooLong: { id: 'time.views.calculate.tooLong', defaultMessage: 'Pick at most three years.' },
  noneChosen: { id: 'time.views.calculate.noneChosen', defaultMessage: 'Choose at least one.' },
  name: { id: 'time.views.calculate.name', defaultMessage: 'Name' },
  hoursMinutes: { id: 'time.views.calculate.hoursMinutes', defaultMessage: 'Hours:minutes' },
  decimalHours: { id: 'time.views.calculate.decimalHours', defaultMessage: 'Decimal hours' },
  total: { id: 'time.views.calculate.total', defaultMessage: 'Total' },
  download: { id: 'time.views.calculate.download', defaultMessage: 'Download CSV' },
  loading: { id: 'time.views.calculate.loading', defaultMessage: 'Calculating…' },
  failed: { id: 'time.views.calculate.failed', defaultMessage: 'Could not calculate the time.' },
  nothing: { id: 'time.views.calculate.nothing', defaultMessage: 'No time tracked in this range for what you chose.' },
  noGroups: { id: 'time.views.calculate.noGroups', defaultMessage: 'There are no time groups yet. Add one in the time tracker admin.' },
  csvFrom: { id: 'time.views.calculate.csvFrom', defaultMessage: 'From' },
  csvTo: { id: 'time.views.calculate.csvTo', defaultMessage: 'To' },
});
export const calculateValueMessages = defineMessages<{
  resultCaption: { from: string; to: string };
}>({
  resultCaption: { id: 'time.views.calculate.resultCaption', defaultMessage: 'Time from {from} to {to}' },
});


export const groupMessages = defineMessages({
  notFound: { id: 'time.views.group.notFound', defaultMessage: 'This time group does not exist, or it was deleted.' },
  summary: { id: 'time.views.group.summary', defaultMessage: 'Time in this group' },
  goals: { id: 'time.views.group.goals', defaultMessage: 'Goals' },
  noGoals: { id: 'time.views.group.noGoals', defaultMessage: 'No goals for this group. Set them in the time tracker admin.' },
  goalMet: { id: 'time.views.group.goalMet', defaultMessage: 'Met' },
  goalNotMet: { id: 'time.views.group.goalNotMet', defaultMessage: 'Not met' },
  wholeGroup: { id: 'time.views.group.wholeGroup', defaultMessage: 'Whole group' },
  day: { id: 'time.views.group.day', defaultMessage: 'day' },
  week: { id: 'time.views.group.week', defaultMessage: 'week' },
  month: { id: 'time.views.group.month', defaultMessage: 'month' },
});
export const groupValueMessages = defineMessages<{
  goalAtLeast: { target: string; period: string };
  goalAtMost: { target: string; period: string };
  goalProgress: { done: string; target: string };
}>({
  goalAtLeast: {
    id: 'time.views.group.goalAtLeast',
    defaultMessage: '{target} or more a {period}',
  },
  goalAtMost: {
    id: 'time.views.group.goalAtMost',
    defaultMessage: 'At most {target} a {period}',
  },
  goalProgress: { id: 'time.views.group.goalProgress', defaultMessage: '{done} of {target}' },
});

