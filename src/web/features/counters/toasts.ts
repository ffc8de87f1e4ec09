import { defineMessages } from 'react-intl';

// Apart from messages.ts, which the route table (in the first screen's code) imports for the area's name.
/** The counters area's toasts, shown by the query cache for the calls in queries.ts. */
export const countersToasts = defineMessages({
  groupsFetchFailed: { id: 'counters.toasts.groupsFetchFailed', defaultMessage: 'Could not get the counters' },
  groupAdded: { id: 'counters.toasts.groupAdded', defaultMessage: 'Added counter group' },
  groupAddFailed: { id: 'counters.toasts.groupAddFailed', defaultMessage: 'Could not add the counter group' },
  groupUpdated: { id: 'counters.toasts.groupUpdated', defaultMessage: 'Updated counter group' },
  groupUpdateFailed: { id: 'counters.toasts.groupUpdateFailed', defaultMessage: 'Could not update the counter group' },
  groupDeleted: { id: 'counters.toasts.groupDeleted', defaultMessage: 'Deleted counter group' },
  groupDeleteFailed: { id: 'counters.toasts.groupDeleteFailed', defaultMessage: 'Could not delete the counter group' },
  counterAdded: { id: 'counters.toasts.counterAdded', defaultMessage: 'Added counter' },
  counterAddFailed: { id: 'counters.toasts.counterAddFailed', defaultMessage: 'Could not add the counter' },
  counterUpdated: { id: 'counters.toasts.counterUpdated', defaultMessage: 'Updated counter' },
  counterUpdateFailed: { id: 'counters.toasts.counterUpdateFailed', defaultMessage: 'Could not update the counter' },
  counterDeleted: { id: 'counters.toasts.counterDeleted', defaultMessage: 'Deleted counter' },
  counterDeleteFailed: { id: 'counters.toasts.counterDeleteFailed', defaultMessage: 'Could not delete the counter' },
  countFailed: { id: 'counters.toasts.countFailed', defaultMessage: 'Could not change the counter' },
  undone: { id: 'counters.toasts.undone', defaultMessage: 'Undid the last change' },
  undoFailed: { id: 'counters.toasts.undoFailed', defaultMessage: 'Could not undo the change' },
  historyFetchFailed: { id: 'counters.toasts.historyFetchFailed', defaultMessage: 'Could not get the counter history' },
  exportFailed: { id: 'counters.toasts.exportFailed', defaultMessage: 'Could not export the changes' },
});
