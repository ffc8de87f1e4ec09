import { defineMessages } from 'react-intl';

export const timeMessages = defineMessages({
  name: { id: 'time.area.name', defaultMessage: 'Time tracker' },
  link: { id: 'time.area.link', defaultMessage: 'Time Tracker' },
});

/** A time stamp's toasts (spec §8) and its step's own failure: the ids timeStampMachine names. */
export const timeStampMessages = defineMessages({
  updated: { id: 'time.stamp.updated', defaultMessage: 'Updated time-stamp' },
  deleted: { id: 'time.stamp.deleted', defaultMessage: 'Deleted time-stamp' },
  deleteFailed: { id: 'time.stamp.deleteFailed', defaultMessage: 'Could not delete time stamps' },
  failed: { id: 'time.stamp.failed', defaultMessage: 'Could not save the time stamp. Try again.' },
});
