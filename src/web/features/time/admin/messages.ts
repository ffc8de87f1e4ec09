import { defineMessages } from 'react-intl';

/** /time-tracker: where to go from here. */
export const trackerMessages = defineMessages({
  lead: { id: 'time.tracker.lead', defaultMessage: 'Manage your groups, connect other tools and look at your time.' },
  manage: { id: 'time.tracker.manage', defaultMessage: 'Manage' },
  admin: { id: 'time.tracker.admin', defaultMessage: 'Time groups and sub groups' },
  adminHint: { id: 'time.tracker.adminHint', defaultMessage: 'Add, rename, move and delete groups; tags and goals.' },
  integrations: { id: 'time.tracker.integrations', defaultMessage: 'Integrations' },
  integrationsHint: { id: 'time.tracker.integrationsHint', defaultMessage: 'Stamp automatically with heartbeats from other tools.' },
  heartbeats: { id: 'time.tracker.heartbeats', defaultMessage: 'Heartbeat URLs' },
  heartbeatsHint: { id: 'time.tracker.heartbeatsHint', defaultMessage: 'The addresses your tools send heartbeats to.' },
  tags: { id: 'time.tracker.tags', defaultMessage: 'Tags' },
  tagsHint: { id: 'time.tracker.tagsHint', defaultMessage: 'Labels that gather time groups in the list.' },
  import: { id: 'time.tracker.import', defaultMessage: 'Import' },
  importHint: { id: 'time.tracker.importHint', defaultMessage: 'Bring your history from Toggl Track, Clockify or Kimai.' },
  export: { id: 'time.tracker.export', defaultMessage: 'Export' },
  exportHint: { id: 'time.tracker.exportHint', defaultMessage: 'Download your stamps as CSV or Excel.' },
  views: { id: 'time.tracker.views', defaultMessage: 'Views' },
  list: { id: 'time.tracker.list', defaultMessage: 'List' },
  timeline: { id: 'time.tracker.timeline', defaultMessage: 'Timeline' },
  graph: { id: 'time.tracker.graph', defaultMessage: 'Graph' },
  calculate: { id: 'time.tracker.calculate', defaultMessage: 'Calculate' },
});

/** Spec §8's toasts for the notes preference (to the letter), and the goals' and tags' own. */
export const adminToasts = defineMessages({
  notesSaved: { id: 'time.admin.toasts.notesSaved', defaultMessage: 'Time group for notes saved' },
  notesFailed: { id: 'time.admin.toasts.notesFailed', defaultMessage: 'Could not save time group for notes' },
  goalAdded: { id: 'time.admin.toasts.goalAdded', defaultMessage: 'Added goal' },
  goalAddFailed: { id: 'time.admin.toasts.goalAddFailed', defaultMessage: 'Could not add goal' },
  goalUpdated: { id: 'time.admin.toasts.goalUpdated', defaultMessage: 'Updated goal' },
  goalUpdateFailed: { id: 'time.admin.toasts.goalUpdateFailed', defaultMessage: 'Could not update goal' },
  goalDeleted: { id: 'time.admin.toasts.goalDeleted', defaultMessage: 'Deleted goal' },
  goalDeleteFailed: { id: 'time.admin.toasts.goalDeleteFailed', defaultMessage: 'Could not delete goal' },
});

/** /time-tracker/admin: the groups, their sub groups and the notes preference. */
export const adminMessages = defineMessages({
  lead: { id: 'time.admin.lead', defaultMessage: 'Time groups hold sub groups, and sub groups hold your time stamps.' },
  groups: { id: 'time.admin.groups', defaultMessage: 'Time groups' },
  newGroup: { id: 'time.admin.newGroup', defaultMessage: 'New time group' },
  addGroup: { id: 'time.admin.addGroup', defaultMessage: 'Add time group' },
  empty: { id: 'time.admin.empty', defaultMessage: 'No time groups yet. Add one above, such as "Work", then add sub groups to it to stamp in.' },
  loading: { id: 'time.admin.loading', defaultMessage: 'Loading time groups…' },
  loadingSubGroups: { id: 'time.admin.loadingSubGroups', defaultMessage: 'Loading sub groups…' },
  loadFailed: { id: 'time.admin.loadFailed', defaultMessage: 'Failed getting time groups' },
  subGroupsLoadFailed: { id: 'time.admin.subGroupsLoadFailed', defaultMessage: 'Something went wrong when fetching sub groups.' },
  retry: { id: 'time.admin.retry', defaultMessage: 'Try again' },
  noSubGroups: { id: 'time.admin.noSubGroups', defaultMessage: 'No sub groups yet. Add one to start stamping in this group.' },
  addSubGroup: { id: 'time.admin.addSubGroup', defaultMessage: 'Add sub group' },
  rename: { id: 'time.admin.rename', defaultMessage: 'Rename' },
  save: { id: 'time.admin.save', defaultMessage: 'Save' },
  cancel: { id: 'time.admin.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'time.admin.delete', defaultMessage: 'Delete' },
  move: { id: 'time.admin.move', defaultMessage: 'Move' },
  chooseTarget: { id: 'time.admin.chooseTarget', defaultMessage: 'Choose a sub group' },
  noTargets: { id: 'time.admin.noTargets', defaultMessage: 'There is no other sub group to move into. Add one first.' },
  nameRequired: { id: 'time.admin.nameRequired', defaultMessage: 'Enter a name' },
});

/** The admin's texts that name what they are about (typed, so formatMessage insists on the values). */
export const adminValueMessages = defineMessages<{
  newSubGroup: { group: string };
  stampCount: { count: number };
  subGroupCount: { count: number };
  edit: { name: string };
  renameNamed: { name: string };
  newName: { name: string };
  deleteNamed: { name: string };
  confirmDeleteGroup: { name: string; subGroups: number; stamps: number };
  confirmDeleteSubGroup: { name: string; stamps: number };
  confirmDelete: { name: string };
  moveNamed: { name: string };
  moveInto: { name: string };
  moveHint: { name: string; stamps: number };
  moveSubmit: { name: string };
}>({
  newSubGroup: { id: 'time.admin.newSubGroup', defaultMessage: 'New sub group in {group}' },
  stampCount: { id: 'time.admin.stampCount', defaultMessage: '{count, plural, one {# time stamp} other {# time stamps}}' },
  subGroupCount: { id: 'time.admin.subGroupCount', defaultMessage: '{count, plural, one {# sub group} other {# sub groups}}' },
  edit: { id: 'time.admin.edit', defaultMessage: 'Edit {name}' },
  renameNamed: { id: 'time.admin.renameNamed', defaultMessage: 'Rename {name}' },
  newName: { id: 'time.admin.newName', defaultMessage: 'New name for {name}' },
  deleteNamed: { id: 'time.admin.deleteNamed', defaultMessage: 'Delete {name}' },
  confirmDeleteGroup: {
    id: 'time.admin.confirmDeleteGroup',
    defaultMessage:
      'Delete the time group {name}? Its {subGroups, plural, one {# sub group} other {# sub groups}} and {stamps, plural, one {# time stamp} other {# time stamps}} are deleted with it.',
  },
  confirmDeleteSubGroup: {
    id: 'time.admin.confirmDeleteSubGroup',
    defaultMessage: 'Delete the sub group {name}? Its {stamps, plural, one {# time stamp} other {# time stamps}} are deleted with it.',
  },
  confirmDelete: { id: 'time.admin.confirmDelete', defaultMessage: 'Yes, delete {name}' },
  moveNamed: { id: 'time.admin.moveNamed', defaultMessage: 'Move {name}' },
  moveInto: { id: 'time.admin.moveInto', defaultMessage: 'Move the time stamps of {name} into' },
  moveHint: { id: 'time.admin.moveHint', defaultMessage: 'Its {stamps, plural, one {# time stamp goes} other {# time stamps go}} into the sub group you choose, and {name} is deleted.' },
  moveSubmit: { id: 'time.admin.moveSubmit', defaultMessage: 'Move and delete {name}' },
});

/** The `timeTrackerNotesCollection` preference on /time-tracker/admin: a choice of the user's notes collections. */
export const notesPreferenceMessages = defineMessages({
  heading: { id: 'time.admin.notes.heading', defaultMessage: 'Notes for time groups' },
  explain: { id: 'time.admin.notes.explain', defaultMessage: 'Each time group can keep its notes in one notes collection.' },
  label: { id: 'time.admin.notes.label', defaultMessage: 'Notes collection' },
  noneOption: { id: 'time.admin.notes.noneOption', defaultMessage: 'None' },
  gone: { id: 'time.admin.notes.gone', defaultMessage: 'A collection that no longer exists' },
  loading: { id: 'time.admin.notes.loading', defaultMessage: 'Loading notes collections…' },
  loadFailed: { id: 'time.admin.notes.loadFailed', defaultMessage: 'Could not get your notes collections' },
  empty: { id: 'time.admin.notes.empty', defaultMessage: 'You have no notes collections yet. Once you have one, you can choose it here.' },
  goToNotes: { id: 'time.admin.notes.goToNotes', defaultMessage: 'Go to notes collections' },
});

/** /time-tracker/admin/:groupType/:groupId: one group's or sub group's name, tags and goals. */
export const groupMessages = defineMessages({
  back: { id: 'time.admin.group.back', defaultMessage: 'All time groups' },
  timeGroup: { id: 'time.admin.group.timeGroup', defaultMessage: 'Time group' },
  name: { id: 'time.admin.group.name', defaultMessage: 'Name' },
  saveName: { id: 'time.admin.group.saveName', defaultMessage: 'Save name' },
  loading: { id: 'time.admin.group.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'time.admin.group.loadFailed', defaultMessage: 'Could not get this group.' },
  notFound: { id: 'time.admin.group.notFound', defaultMessage: 'This group does not exist, or it has been deleted.' },
  retry: { id: 'time.admin.group.retry', defaultMessage: 'Try again' },
  subGroups: { id: 'time.admin.group.subGroups', defaultMessage: 'Sub groups' },
  noSubGroups: { id: 'time.admin.group.noSubGroups', defaultMessage: 'No sub groups yet. Add them on the page of all time groups.' },
  tags: { id: 'time.admin.group.tags', defaultMessage: 'Tags' },
  tagsHint: { id: 'time.admin.group.tagsHint', defaultMessage: 'In the time list, tags mode sums the groups that share a tag.' },
  noTags: { id: 'time.admin.group.noTags', defaultMessage: 'You have no tags yet.' },
  manageTags: { id: 'time.admin.group.manageTags', defaultMessage: 'Add and rename tags in Settings' },
  tagsFailed: { id: 'time.admin.group.tagsFailed', defaultMessage: 'Could not get tags' },
  goals: { id: 'time.admin.goals.heading', defaultMessage: 'Goals' },
  noGoals: { id: 'time.admin.goals.none', defaultMessage: 'No goals yet. Add one below, such as at least 2 hours a day.' },
  goalsFailed: { id: 'time.admin.goals.failed', defaultMessage: 'Could not get goals' },
  newGoal: { id: 'time.admin.goals.new', defaultMessage: 'New goal' },
  addGoal: { id: 'time.admin.goals.add', defaultMessage: 'Add goal' },
  saveGoal: { id: 'time.admin.goals.save', defaultMessage: 'Save goal' },
  editGoal: { id: 'time.admin.goals.edit', defaultMessage: 'Change' },
  deleteGoal: { id: 'time.admin.goals.delete', defaultMessage: 'Delete' },
  cancel: { id: 'time.admin.goals.cancel', defaultMessage: 'Cancel' },
  period: { id: 'time.admin.goals.period', defaultMessage: 'Per' },
  day: { id: 'time.admin.goals.day', defaultMessage: 'Day' },
  week: { id: 'time.admin.goals.week', defaultMessage: 'Week' },
  month: { id: 'time.admin.goals.month', defaultMessage: 'Month' },
  comparison: { id: 'time.admin.goals.comparison', defaultMessage: 'Target' },
  atLeast: { id: 'time.admin.goals.atLeast', defaultMessage: 'At least' },
  atMost: { id: 'time.admin.goals.atMost', defaultMessage: 'At most' },
  hours: { id: 'time.admin.goals.hours', defaultMessage: 'Hours' },
  minutes: { id: 'time.admin.goals.minutes', defaultMessage: 'Minutes' },
  targetRequired: { id: 'time.admin.goals.targetRequired', defaultMessage: 'Enter a target of at least 1 minute, in whole hours and minutes (0–59).' },
  met: { id: 'time.admin.goals.met', defaultMessage: 'Met' },
  notMetYet: { id: 'time.admin.goals.notMetYet', defaultMessage: 'Not met yet' },
  over: { id: 'time.admin.goals.over', defaultMessage: 'Over the limit' },
  perDay: { id: 'time.admin.goals.perDay', defaultMessage: 'a day' },
  perWeek: { id: 'time.admin.goals.perWeek', defaultMessage: 'a week' },
  perMonth: { id: 'time.admin.goals.perMonth', defaultMessage: 'a month' },
});

/** The group page's texts that carry values (typed, so formatMessage insists on them). */
export const groupValueMessages = defineMessages<{
  inGroup: { group: string };
  duration: { hours: number; minutes: number };
  goal: { comparison: string; target: string; period: string };
  progress: { done: string; target: string; from: string; to: string };
  progressLabel: { goal: string };
  editGoalNamed: { goal: string };
  deleteGoalNamed: { goal: string };
  confirmDeleteGoal: { goal: string };
}>({
  inGroup: { id: 'time.admin.group.inGroup', defaultMessage: 'Sub group in {group}' },
  duration: { id: 'time.admin.goals.duration', defaultMessage: '{hours} h {minutes} min' },
  goal: { id: 'time.admin.goals.goal', defaultMessage: '{comparison} {target} {period}' },
  progress: { id: 'time.admin.goals.progress', defaultMessage: '{done} of {target} from {from} to {to}' },
  progressLabel: { id: 'time.admin.goals.progressLabel', defaultMessage: 'Progress: {goal}' },
  editGoalNamed: { id: 'time.admin.goals.editNamed', defaultMessage: 'Change the goal: {goal}' },
  deleteGoalNamed: { id: 'time.admin.goals.deleteNamed', defaultMessage: 'Delete the goal: {goal}' },
  confirmDeleteGoal: { id: 'time.admin.goals.confirmDelete', defaultMessage: 'Delete the goal "{goal}"? The time counted stays.' },
});
