import { defineMessages } from 'react-intl';

/** The heartbeat screens' texts (/time-tracker/admin/define-urls/**). */
export const heartbeatMessages = defineMessages({
  lead: {
    id: 'time.heartbeats.lead',
    defaultMessage: 'A heartbeat URL keeps a stamp running in a sub group while something sends to it, and ends the stamp at the last heartbeat once they stop.',
  },
  name: { id: 'time.heartbeats.name', defaultMessage: 'Name' },
  nameHint: { id: 'time.heartbeats.nameHint', defaultMessage: 'What sends the heartbeats, e.g. "Editor on the laptop".' },
  nameRequired: { id: 'time.heartbeats.nameRequired', defaultMessage: 'Give it a name' },
  subGroup: { id: 'time.heartbeats.subGroup', defaultMessage: 'Sub group' },
  chooseSubGroup: { id: 'time.heartbeats.chooseSubGroup', defaultMessage: 'Choose a sub group' },
  subGroupRequired: { id: 'time.heartbeats.subGroupRequired', defaultMessage: 'Choose the sub group to stamp in' },
  timeout: { id: 'time.heartbeats.timeout', defaultMessage: 'Timeout in minutes' },
  timeoutHint: {
    id: 'time.heartbeats.timeoutHint',
    defaultMessage: 'With no heartbeat for this long, the stamp ends at its last heartbeat. From 0.2 (12 seconds) to 1440 (a day).',
  },
  timeoutInvalid: { id: 'time.heartbeats.timeoutInvalid', defaultMessage: 'Enter a number of minutes from 0.2 to 1440' },
  create: { id: 'time.heartbeats.create', defaultMessage: 'Create heartbeat URL' },
  save: { id: 'time.heartbeats.save', defaultMessage: 'Save changes' },
  saving: { id: 'time.heartbeats.saving', defaultMessage: 'Saving…' },
  created: { id: 'time.heartbeats.created', defaultMessage: 'Created heartbeat URL' },
  createFailed: { id: 'time.heartbeats.createFailed', defaultMessage: 'Could not create the heartbeat URL' },
  saved: { id: 'time.heartbeats.saved', defaultMessage: 'Saved heartbeat URL' },
  saveFailed: { id: 'time.heartbeats.saveFailed', defaultMessage: 'Could not save the heartbeat URL' },
  deleted: { id: 'time.heartbeats.deleted', defaultMessage: 'Deleted heartbeat URL' },
  deleteFailed: { id: 'time.heartbeats.deleteFailed', defaultMessage: 'Could not delete the heartbeat URL' },
  keyRenewed: { id: 'time.heartbeats.keyRenewed', defaultMessage: 'New key made: update what sends the heartbeats' },
  loadFailed: { id: 'time.heartbeats.loadFailed', defaultMessage: 'Could not get the heartbeat URLs' },
  noSubGroups: {
    id: 'time.heartbeats.noSubGroups',
    defaultMessage: 'A heartbeat URL stamps in a sub group, and there is none yet. Add a time group and a sub group first.',
  },
  toTracker: { id: 'time.heartbeats.toTracker', defaultMessage: 'Back to the time tracker' },
  toAdmin: { id: 'time.heartbeats.toAdmin', defaultMessage: 'Manage time groups' },
  toList: { id: 'time.heartbeats.toList', defaultMessage: 'Your heartbeat URLs' },
  toNew: { id: 'time.heartbeats.toNew', defaultMessage: 'New heartbeat URL' },
  toIntegrations: { id: 'time.heartbeats.toIntegrations', defaultMessage: 'How to send heartbeats' },
  empty: { id: 'time.heartbeats.empty', defaultMessage: 'No heartbeat URLs yet. Create one for each thing that should stamp you in by itself.' },
  listLabel: { id: 'time.heartbeats.listLabel', defaultMessage: 'Heartbeat URLs' },
  noSubGroup: { id: 'time.heartbeats.noSubGroup', defaultMessage: 'Its sub group was deleted: choose another' },
  neverBeat: { id: 'time.heartbeats.neverBeat', defaultMessage: 'No heartbeat yet' },
  key: { id: 'time.heartbeats.key', defaultMessage: 'Key' },
  keyHint: { id: 'time.heartbeats.keyHint', defaultMessage: 'Send it in the X-Heartbeat-Key header. Anyone with the URL and the key can stamp you in here.' },
  regenerate: { id: 'time.heartbeats.regenerate', defaultMessage: 'Make a new key' },
  regenerateHint: { id: 'time.heartbeats.regenerateHint', defaultMessage: 'The old key stops working at once.' },
  delete: { id: 'time.heartbeats.delete', defaultMessage: 'Delete' },
  confirmDeleteYes: { id: 'time.heartbeats.confirmDeleteYes', defaultMessage: 'Yes, delete it' },
  cancel: { id: 'time.heartbeats.cancel', defaultMessage: 'Cancel' },
  notFound: { id: 'time.heartbeats.notFound', defaultMessage: 'This heartbeat URL does not exist, or was deleted.' },
  retry: { id: 'time.heartbeats.retry', defaultMessage: 'Try again' },
  loading: { id: 'time.heartbeats.loading', defaultMessage: 'Loading heartbeat URLs…' },
});

/** The integrations page's texts (/time-tracker/integrations). */
export const integrationMessages = defineMessages({
  lead: {
    id: 'time.integrations.lead',
    defaultMessage: 'Anything that can send an HTTP request can stamp you in: each heartbeat below starts a stamp or keeps it running.',
  },
  empty: { id: 'time.integrations.empty', defaultMessage: 'No heartbeat URLs yet. Create one, and its ready commands appear here.' },
  url: { id: 'time.integrations.url', defaultMessage: 'URL' },
  curl: { id: 'time.integrations.curl', defaultMessage: 'One heartbeat with curl' },
  loop: { id: 'time.integrations.loop', defaultMessage: 'A shell loop: a heartbeat every minute while it runs' },
  cron: { id: 'time.integrations.cron', defaultMessage: 'A cron line: a heartbeat every minute the computer is on' },
  copyButton: { id: 'time.integrations.copyButton', defaultMessage: 'Copy' },
  copied: { id: 'time.integrations.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'time.integrations.copyFailed', defaultMessage: 'Could not copy: select the text and copy it by hand' },
  secret: { id: 'time.integrations.secret', defaultMessage: 'These commands hold the key: keep them to yourself.' },
});

/** The heartbeat screens' texts with placeholders, typed so a missing value fails to compile. */
export const heartbeatValueMessages = defineMessages<{
  edit: { name: string };
  stampsIn: { group: string; subGroup: string };
  timeoutShort: { minutes: number };
  lastBeat: { at: string };
  confirmDelete: { name: string };
}>({
  edit: { id: 'time.heartbeats.edit', defaultMessage: 'Edit {name}' },
  stampsIn: { id: 'time.heartbeats.stampsIn', defaultMessage: 'Stamps in {group} / {subGroup}' },
  timeoutShort: { id: 'time.heartbeats.timeoutShort', defaultMessage: 'ends after {minutes, number} min without a heartbeat' },
  lastBeat: { id: 'time.heartbeats.lastBeat', defaultMessage: 'Last heartbeat {at}' },
  confirmDelete: {
    id: 'time.heartbeats.confirmDelete',
    defaultMessage: 'Delete the heartbeat URL {name}? Its URL stops working; the stamps it made stay.',
  },
});

/** The integrations page's texts with placeholders. */
export const integrationValueMessages = defineMessages<{ copy: { what: string } }>({
  copy: { id: 'time.integrations.copy', defaultMessage: 'Copy {what}' },
});
