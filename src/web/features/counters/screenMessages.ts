import { defineMessages } from 'react-intl';

/** /counter-groups: the page, its groups and their rows. */
export const groupsMessages = defineMessages({
  loading: { id: 'counters.groups.loading', defaultMessage: 'Loading your counters…' },
  loadFailed: { id: 'counters.groups.loadFailed', defaultMessage: 'Your counters could not be fetched.' },
  emptyHeading: { id: 'counters.groups.emptyHeading', defaultMessage: 'Start counting' },
  emptyBody: {
    id: 'counters.groups.emptyBody',
    defaultMessage:
      'A counter keeps a running count of anything you want to track: glasses of water, push-ups, cups of coffee. Give it a goal per day or week to see how far you have come. Counters live in groups: add a group, then its counters.',
  },
  keysHint: { id: 'counters.groups.keysHint', defaultMessage: 'Tap + or −, or select a counter and press the + and − keys.' },
  newGroup: { id: 'counters.groups.newGroup', defaultMessage: 'New counter group' },
  addGroup: { id: 'counters.groups.addGroup', defaultMessage: 'Add group' },
  groupNameRequired: { id: 'counters.groups.groupNameRequired', defaultMessage: 'Give the group a name' },
  rename: { id: 'counters.groups.rename', defaultMessage: 'Rename' },
  save: { id: 'counters.groups.save', defaultMessage: 'Save' },
  delete: { id: 'counters.groups.delete', defaultMessage: 'Delete' },
  cancel: { id: 'counters.groups.cancel', defaultMessage: 'Cancel' },
  addCounter: { id: 'counters.groups.addCounter', defaultMessage: 'Add counter' },
});

export const groupsValueMessages = defineMessages<{
  renameNamed: { name: string };
  newName: { name: string };
  deleteNamed: { name: string };
  deleteEmptyQuestion: { name: string };
  deleteQuestion: { name: string; count: number };
  confirmDelete: { name: string };
  countersOf: { name: string };
  noCounters: { name: string };
  addCounterTo: { name: string };
}>({
  renameNamed: { id: 'counters.groups.renameNamed', defaultMessage: 'Rename {name}' },
  newName: { id: 'counters.groups.newName', defaultMessage: 'New name for {name}' },
  deleteNamed: { id: 'counters.groups.deleteNamed', defaultMessage: 'Delete {name}' },
  deleteEmptyQuestion: { id: 'counters.groups.deleteEmptyQuestion', defaultMessage: 'Delete {name}? It holds no counters.' },
  deleteQuestion: {
    id: 'counters.groups.deleteQuestion',
    defaultMessage: 'Delete {name}? Its {count, plural, one {# counter} other {# counters}} and every change of them go with it.',
  },
  confirmDelete: { id: 'counters.groups.confirmDelete', defaultMessage: 'Yes, delete {name}' },
  countersOf: { id: 'counters.groups.countersOf', defaultMessage: 'Counters in {name}' },
  noCounters: { id: 'counters.groups.noCounters', defaultMessage: 'No counters in {name} yet. Add one: a name is enough, a goal is up to you.' },
  addCounterTo: { id: 'counters.groups.addCounterTo', defaultMessage: 'Add counter to {name}' },
});

/** One counter: its value, goal, buttons, undo, history and export. */
export const counterMessages = defineMessages({
  goalReached: { id: 'counters.counter.goalReached', defaultMessage: 'Goal reached' },
  history: { id: 'counters.counter.history', defaultMessage: 'History' },
  exportCsv: { id: 'counters.counter.exportCsv', defaultMessage: 'Export CSV' },
  exporting: { id: 'counters.counter.exporting', defaultMessage: 'Exporting…' },
  edit: { id: 'counters.counter.edit', defaultMessage: 'Edit' },
  delete: { id: 'counters.counter.delete', defaultMessage: 'Delete' },
  cancel: { id: 'counters.counter.cancel', defaultMessage: 'Cancel' },
});

export const counterValueMessages = defineMessages<{
  announce: { name: string; value: string };
  up: { name: string; step: number };
  down: { name: string; step: number };
  step: { step: number };
  dayProgress: { count: string; goal: string };
  weekProgress: { count: string; goal: string };
  noGoal: { count: string; week: string };
  undo: { change: string };
  undoNamed: { change: string; name: string };
  historyNamed: { name: string };
  exportNamed: { name: string };
  editNamed: { name: string };
  deleteNamed: { name: string };
  deleteQuestion: { name: string };
  confirmDelete: { name: string };
}>({
  announce: { id: 'counters.counter.announce', defaultMessage: '{name}: {value}' },
  up: { id: 'counters.counter.up', defaultMessage: 'Add {step} to {name}' },
  down: { id: 'counters.counter.down', defaultMessage: 'Take {step} from {name}' },
  step: { id: 'counters.counter.step', defaultMessage: 'Step {step}' },
  dayProgress: { id: 'counters.counter.dayProgress', defaultMessage: '{count} of {goal} today' },
  weekProgress: { id: 'counters.counter.weekProgress', defaultMessage: '{count} of {goal} this week' },
  noGoal: { id: 'counters.counter.noGoal', defaultMessage: '{count} today · {week} this week' },
  undo: { id: 'counters.counter.undo', defaultMessage: 'Undo {change}' },
  undoNamed: { id: 'counters.counter.undoNamed', defaultMessage: 'Undo {change} on {name}' },
  historyNamed: { id: 'counters.counter.historyNamed', defaultMessage: 'History of {name}' },
  exportNamed: { id: 'counters.counter.exportNamed', defaultMessage: 'Export CSV of the changes of {name}' },
  editNamed: { id: 'counters.counter.editNamed', defaultMessage: 'Edit {name}' },
  deleteNamed: { id: 'counters.counter.deleteNamed', defaultMessage: 'Delete {name}' },
  deleteQuestion: { id: 'counters.counter.deleteQuestion', defaultMessage: 'Delete {name}? Its value and every change it holds go with it.' },
  confirmDelete: { id: 'counters.counter.confirmDelete', defaultMessage: 'Yes, delete {name}' },
});

/** A counter's fields, for adding and editing. */
export const formMessages = defineMessages({
  name: { id: 'counters.form.name', defaultMessage: 'Name' },
  step: { id: 'counters.form.step', defaultMessage: 'Step' },
  stepHint: { id: 'counters.form.stepHint', defaultMessage: 'What one tap adds or takes away' },
  goal: { id: 'counters.form.goal', defaultMessage: 'Goal (optional)' },
  goalHint: { id: 'counters.form.goalHint', defaultMessage: 'Leave empty for no goal' },
  period: { id: 'counters.form.period', defaultMessage: 'The goal is for' },
  perDay: { id: 'counters.form.perDay', defaultMessage: 'Each day' },
  perWeek: { id: 'counters.form.perWeek', defaultMessage: 'Each week (from Monday)' },
  add: { id: 'counters.form.add', defaultMessage: 'Add counter' },
  save: { id: 'counters.form.save', defaultMessage: 'Save' },
  cancel: { id: 'counters.form.cancel', defaultMessage: 'Cancel' },
  nameRequired: { id: 'counters.form.nameRequired', defaultMessage: 'Give the counter a name' },
  stepInvalid: { id: 'counters.form.stepInvalid', defaultMessage: 'A step is a whole number from 1 to 1,000,000' },
  goalInvalid: { id: 'counters.form.goalInvalid', defaultMessage: 'A goal is a whole number, 1 or more' },
});

export const formValueMessages = defineMessages<{
  editForm: { name: string };
  newForm: { name: string };
}>({
  editForm: { id: 'counters.form.editForm', defaultMessage: 'Edit {name}' },
  newForm: { id: 'counters.form.newForm', defaultMessage: 'New counter in {name}' },
});

/** A counter's history: the chart, its table and the period toggle. */
export const historyMessages = defineMessages({
  by: { id: 'counters.history.by', defaultMessage: 'Show' },
  byDay: { id: 'counters.history.byDay', defaultMessage: 'Per day' },
  byWeek: { id: 'counters.history.byWeek', defaultMessage: 'Per week' },
  loading: { id: 'counters.history.loading', defaultMessage: 'Loading the history…' },
  loadFailed: { id: 'counters.history.loadFailed', defaultMessage: 'The history could not be fetched.' },
  drawing: { id: 'counters.history.drawing', defaultMessage: 'Drawing the chart…' },
  period: { id: 'counters.history.period', defaultMessage: 'Period' },
  total: { id: 'counters.history.total', defaultMessage: 'Change' },
});

export const historyValueMessages = defineMessages<{
  heading: { name: string };
  daySummary: { total: number; most: number };
  weekSummary: { total: number; most: number };
  tableCaption: { name: string };
  weekOf: { date: string };
}>({
  heading: { id: 'counters.history.heading', defaultMessage: 'History of {name}' },
  daySummary: { id: 'counters.history.daySummary', defaultMessage: 'Changed by {total} over the last 30 days; the most on one day: {most}.' },
  weekSummary: { id: 'counters.history.weekSummary', defaultMessage: 'Changed by {total} over the last 12 weeks; the most in one week: {most}.' },
  tableCaption: { id: 'counters.history.tableCaption', defaultMessage: 'Changes of {name} per period' },
  weekOf: { id: 'counters.history.weekOf', defaultMessage: 'Week of {date}' },
});

/** The CSV export's column headers. */
export const csvMessages = defineMessages({
  time: { id: 'counters.csv.time', defaultMessage: 'Time (UTC, ISO 8601)' },
  localTime: { id: 'counters.csv.localTime', defaultMessage: 'Local time' },
  change: { id: 'counters.csv.change', defaultMessage: 'Change' },
  valueAfter: { id: 'counters.csv.valueAfter', defaultMessage: 'Value after' },
});
