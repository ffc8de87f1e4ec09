import { defineMessages } from 'react-intl';

export const timeHomeMessages = defineMessages({
  heading: { id: 'time.home.heading', defaultMessage: 'Time tracker' },
  loading: { id: 'time.home.loading', defaultMessage: 'Loading time groups and stamps…' },
  loadFailed: { id: 'time.home.loadFailed', defaultMessage: 'Failed getting time groups' },
  retry: { id: 'time.home.retry', defaultMessage: 'Try again' },
  activeHeading: { id: 'time.home.activeHeading', defaultMessage: 'Running now' },
  noneActive: { id: 'time.home.noneActive', defaultMessage: 'No stamp is running.' },
  stopShort: { id: 'time.home.stopShort', defaultMessage: 'Stop' },
  quickHeading: { id: 'time.home.quickHeading', defaultMessage: 'Start again' },
  todayHeading: { id: 'time.home.todayHeading', defaultMessage: 'Today' },
  todayEmpty: { id: 'time.home.todayEmpty', defaultMessage: 'Nothing tracked today yet.' },
  formHeading: { id: 'time.home.formHeading', defaultMessage: 'Start a stamp' },
  groupLabel: { id: 'time.home.groupLabel', defaultMessage: 'Time group' },
  groupHint: { id: 'time.home.groupHint', defaultMessage: 'Pick one or type a new name, e.g. Work.' },
  subGroupLabel: { id: 'time.home.subGroupLabel', defaultMessage: 'Sub group' },
  subGroupHint: { id: 'time.home.subGroupHint', defaultMessage: 'What you are doing, e.g. Writing. New names are added.' },
  startSubmit: { id: 'time.home.startSubmit', defaultMessage: 'Start stamp' },
  starting: { id: 'time.home.starting', defaultMessage: 'Starting…' },
  nameRequired: { id: 'time.home.nameRequired', defaultMessage: 'Name and time group is required' },
  empty: {
    id: 'time.home.empty',
    defaultMessage: 'Nothing tracked yet. To start, type a time group (such as Work) and what you are doing (such as Writing) below, then press Start stamp.',
  },
  shortcuts: {
    id: 'time.home.shortcuts',
    defaultMessage: 'Keys on this page (outside text fields): 1 to 9 start the sub groups under Start again; S stops the stamp that started last.',
  },
  allGroups: { id: 'time.home.allGroups', defaultMessage: 'All time groups' },
  shortcutsSwitch: { id: 'time.home.shortcutsSwitch', defaultMessage: 'One-key shortcuts' },
});

/** Home's messages with placeholders, typed so a missing value fails to compile. */
export const timeHomeValueMessages = defineMessages<{
  stop: { name: string };
  openStamp: { name: string };
  inGroup: { group: string };
  start: { name: string };
}>({
  stop: { id: 'time.home.stop', defaultMessage: 'Stop {name}' },
  openStamp: { id: 'time.home.openStamp', defaultMessage: 'Edit the stamp of {name}' },
  inGroup: { id: 'time.home.inGroup', defaultMessage: 'in {group}' },
  start: { id: 'time.home.start', defaultMessage: 'Start {name}' },
});
