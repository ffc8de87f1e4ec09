import { defineMessages } from 'react-intl';

/** /time-stamp/:stampId. */
export const stampPageMessages = defineMessages({
  title: { id: 'time.stamp.title', defaultMessage: 'Time stamp' },
  running: { id: 'time.stamp.running', defaultMessage: 'Running' },
  startLabel: { id: 'time.stamp.startLabel', defaultMessage: 'Start' },
  endLabel: { id: 'time.stamp.endLabel', defaultMessage: 'End' },
  dateLabel: { id: 'time.stamp.dateLabel', defaultMessage: 'Date' },
  timeLabel: { id: 'time.stamp.timeLabel', defaultMessage: 'Time' },
  invalidTime: { id: 'time.stamp.invalidTime', defaultMessage: 'Choose both a date and a time' },
  save: { id: 'time.stamp.save', defaultMessage: 'Save times' },
  saving: { id: 'time.stamp.saving', defaultMessage: 'Saving…' },
  ended: { id: 'time.stamp.ended', defaultMessage: 'Ended' },
  endedHint: { id: 'time.stamp.endedHint', defaultMessage: 'Turn off to reopen the stamp so it runs again; turn on to stop it now.' },
  delete: { id: 'time.stamp.delete', defaultMessage: 'Delete time stamp' },
  confirmDelete: { id: 'time.stamp.confirmDelete', defaultMessage: 'Delete this time stamp? Its time leaves the totals.' },
  confirmYes: { id: 'time.stamp.confirmYes', defaultMessage: 'Yes, delete it' },
  cancel: { id: 'time.stamp.cancel', defaultMessage: 'Cancel' },
  duration: { id: 'time.stamp.duration', defaultMessage: 'Duration' },
  backToSubGroup: { id: 'time.stamp.backToSubGroup', defaultMessage: 'All stamps of this sub group' },
  stopNow: { id: 'time.stamp.stopNow', defaultMessage: 'Stop now' },
});

/** /sub-group/:subGroupId. */
export const subGroupPageMessages = defineMessages({
  title: { id: 'time.stamps.title', defaultMessage: 'Sub group' },
  start: { id: 'time.stamps.start', defaultMessage: 'Stamp in' },
  stop: { id: 'time.stamps.stop', defaultMessage: 'Stamp out' },
  busy: { id: 'time.stamps.busy', defaultMessage: 'Saving…' },
  listHeading: { id: 'time.stamps.listHeading', defaultMessage: 'Time stamps' },
  empty: { id: 'time.stamps.empty', defaultMessage: 'No time stamps yet. Press Stamp in to start one.' },
  loading: { id: 'time.stamps.loading', defaultMessage: 'Loading time stamps…' },
  loadFailed: { id: 'time.stamps.loadFailed', defaultMessage: 'Could not get time stamps.' },
  retry: { id: 'time.stamps.retry', defaultMessage: 'Try again' },
  startColumn: { id: 'time.stamps.startColumn', defaultMessage: 'Start' },
  endColumn: { id: 'time.stamps.endColumn', defaultMessage: 'End' },
  durationColumn: { id: 'time.stamps.durationColumn', defaultMessage: 'Duration' },
  runningNow: { id: 'time.stamps.runningNow', defaultMessage: 'running' },
  edit: { id: 'time.stamps.edit', defaultMessage: 'Edit' },
  previous: { id: 'time.stamps.previous', defaultMessage: 'Previous page' },
  next: { id: 'time.stamps.next', defaultMessage: 'Next page' },
  pagination: { id: 'time.stamps.pagination', defaultMessage: 'Pages' },
});

export const stampValueMessages = defineMessages<{
  editNamed: { start: string };
  page: { page: number; total: number };
}>({
  editNamed: { id: 'time.stamps.editNamed', defaultMessage: 'Edit the stamp started {start}' },
  page: { id: 'time.stamps.page', defaultMessage: 'Page {page} of {total}' },
});
