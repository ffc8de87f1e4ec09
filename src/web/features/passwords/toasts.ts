import { defineMessages } from 'react-intl';

/** Spec §8's password toasts, to the letter. */
export const passwordToasts = defineMessages({
  added: { id: 'passwords.toasts.added', defaultMessage: 'Added password.' },
  updated: { id: 'passwords.toasts.updated', defaultMessage: 'Updated password.' },
  deleted: { id: 'passwords.toasts.deleted', defaultMessage: 'Password deleted.' },
  groupAdded: { id: 'passwords.toasts.groupAdded', defaultMessage: 'Added password group.' },
  getFailed: { id: 'passwords.toasts.getFailed', defaultMessage: 'Could not get password.' },
  listFailed: { id: 'passwords.toasts.listFailed', defaultMessage: 'Could not get passwords.' },
  addFailed: { id: 'passwords.toasts.addFailed', defaultMessage: 'Could not add password.' },
  updateFailed: { id: 'passwords.toasts.updateFailed', defaultMessage: 'Could not update password.' },
  deleteFailed: { id: 'passwords.toasts.deleteFailed', defaultMessage: 'Could not delete password.' },
  groupsFailed: { id: 'passwords.toasts.groupsFailed', defaultMessage: 'Could not fetch password groups' },
  groupAddFailed: { id: 'passwords.toasts.groupAddFailed', defaultMessage: 'Could not add password group.' },
  groupRenamed: { id: 'passwords.toasts.groupRenamed', defaultMessage: 'Renamed password group.' },
  groupRenameFailed: { id: 'passwords.toasts.groupRenameFailed', defaultMessage: 'Could not rename password group.' },
  groupDeleted: { id: 'passwords.toasts.groupDeleted', defaultMessage: 'Deleted password group.' },
  groupDeleteFailed: { id: 'passwords.toasts.groupDeleteFailed', defaultMessage: 'Could not delete password group.' },
  copied: { id: 'passwords.toasts.copied', defaultMessage: 'Copied. The clipboard is cleared in 30 seconds.' },
  copyFailed: { id: 'passwords.toasts.copyFailed', defaultMessage: 'Could not copy. Select the text and copy it yourself.' },
});
