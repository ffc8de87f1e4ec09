import { defineMessages } from 'react-intl';

/** A time stamp's toasts (spec §8) and its step's own failure: the ids timeStampMachine names. */
export const timeStampMessages = defineMessages({
  updated: { id: 'time.stamp.updated', defaultMessage: 'Updated time-stamp' },
  deleted: { id: 'time.stamp.deleted', defaultMessage: 'Deleted time-stamp' },
  deleteFailed: { id: 'time.stamp.deleteFailed', defaultMessage: 'Could not delete time stamps' },
  failed: { id: 'time.stamp.failed', defaultMessage: 'Could not save the time stamp. Try again.' },
});
