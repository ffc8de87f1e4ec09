import { defineMessages } from 'react-intl';

/** /settings/tags: the tags that gather time groups. */
export const tagsMessages = defineMessages({
  lead: { id: 'settings.tags.lead', defaultMessage: 'Tags gather time groups: the time list can sum your time per tag. Put tags on a group where you edit it in the time tracker.' },
  newTag: { id: 'settings.tags.newTag', defaultMessage: 'New tag' },
  add: { id: 'settings.tags.add', defaultMessage: 'Add tag' },
  listHeading: { id: 'settings.tags.listHeading', defaultMessage: 'Your tags' },
  empty: { id: 'settings.tags.empty', defaultMessage: 'No tags yet. Add one above, such as "Client work", then put it on time groups.' },
  loading: { id: 'settings.tags.loading', defaultMessage: 'Loading tags…' },
  loadFailed: { id: 'settings.tags.loadFailed', defaultMessage: 'Could not get tags' },
  retry: { id: 'settings.tags.retry', defaultMessage: 'Try again' },
  rename: { id: 'settings.tags.rename', defaultMessage: 'Rename' },
  delete: { id: 'settings.tags.delete', defaultMessage: 'Delete' },
  save: { id: 'settings.tags.save', defaultMessage: 'Save' },
  cancel: { id: 'settings.tags.cancel', defaultMessage: 'Cancel' },
  titleRequired: { id: 'settings.tags.titleRequired', defaultMessage: 'Enter a title' },
  manageGroups: { id: 'settings.tags.manageGroups', defaultMessage: 'Manage time groups' },
});

/** Texts that name the tag (typed, so formatMessage insists on the values). */
export const tagValueMessages = defineMessages<{
  renameNamed: { title: string };
  deleteNamed: { title: string };
  newTitle: { title: string };
  confirmDelete: { title: string };
  confirmDeleteButton: { title: string };
}>({
  renameNamed: { id: 'settings.tags.renameNamed', defaultMessage: 'Rename {title}' },
  deleteNamed: { id: 'settings.tags.deleteNamed', defaultMessage: 'Delete {title}' },
  newTitle: { id: 'settings.tags.newTitle', defaultMessage: 'New title for {title}' },
  confirmDelete: { id: 'settings.tags.confirmDelete', defaultMessage: 'Delete the tag {title}? It is taken off every time group that has it; the groups and their time stay.' },
  confirmDeleteButton: { id: 'settings.tags.confirmDeleteButton', defaultMessage: 'Yes, delete {title}' },
});

/** The tag changes' toasts (spec §8 words none for tags). */
export const tagToasts = defineMessages({
  added: { id: 'settings.tags.toasts.added', defaultMessage: 'Added tag' },
  addFailed: { id: 'settings.tags.toasts.addFailed', defaultMessage: 'Could not add tag' },
  updated: { id: 'settings.tags.toasts.updated', defaultMessage: 'Updated tag' },
  updateFailed: { id: 'settings.tags.toasts.updateFailed', defaultMessage: 'Could not update tag' },
  deleted: { id: 'settings.tags.toasts.deleted', defaultMessage: 'Deleted tag' },
  deleteFailed: { id: 'settings.tags.toasts.deleteFailed', defaultMessage: 'Could not delete tag' },
});
