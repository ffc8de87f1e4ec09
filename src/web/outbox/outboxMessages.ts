import { defineMessages } from 'react-intl';

/** The outbox's words in the signed-in shell (shell.outbox.*: they load with that shell, textParts.ts). */
const plainMessages = defineMessages({
  refusedToast: { id: 'shell.outbox.refusedToast', defaultMessage: 'A change could not be saved. It needs your attention.' },
  title: { id: 'shell.outbox.title', defaultMessage: 'Changes on this device' },
  close: { id: 'shell.outbox.close', defaultMessage: 'Close' },
  pendingHeading: { id: 'shell.outbox.pendingHeading', defaultMessage: 'Waiting to be sent' },
  attentionHeading: { id: 'shell.outbox.attentionHeading', defaultMessage: 'Needs your attention' },
  nothingWaiting: { id: 'shell.outbox.nothingWaiting', defaultMessage: 'Every change is saved on the server.' },
  applyAnyway: { id: 'shell.outbox.applyAnyway', defaultMessage: 'Apply anyway' },
  discard: { id: 'shell.outbox.discard', defaultMessage: 'Discard' },
  discardConfirm: { id: 'shell.outbox.discardConfirm', defaultMessage: 'Discard this change? It is not saved anywhere else.' },
  sendNow: { id: 'shell.outbox.sendNow', defaultMessage: 'Send now' },
  statusOffline: { id: 'shell.outbox.statusOffline', defaultMessage: 'Offline: they are sent when the connection is back.' },
  statusSending: { id: 'shell.outbox.statusSending', defaultMessage: 'Sending…' },
  statusBackingOff: { id: 'shell.outbox.statusBackingOff', defaultMessage: 'The server does not answer; trying again shortly.' },
  statusSignedOut: { id: 'shell.outbox.statusSignedOut', defaultMessage: 'Your session has ended: log in again to send them.' },
  statusOtherTab: { id: 'shell.outbox.statusOtherTab', defaultMessage: 'Another tab of this app is sending them.' },
  full: { id: 'shell.outbox.full', defaultMessage: '1,000 changes are waiting to be sent. Go online to send them before making more.' },
  cancel: { id: 'shell.outbox.cancel', defaultMessage: 'Keep it' },
  show: { id: 'shell.outbox.show', defaultMessage: 'Show the list' },
  pendingMark: { id: 'shell.outbox.pendingMark', defaultMessage: 'Not sent yet' },
});

const valueMessages = defineMessages<{ waiting: { count: number }; madeAt: { when: string }; refusedBecause: { reason: string }; attentionCount: { count: number } }>({
  waiting: {
    id: 'shell.outbox.waiting',
    defaultMessage: '{count, plural, one {# change waits} other {# changes wait}}',
  },
  madeAt: { id: 'shell.outbox.madeAt', defaultMessage: 'Made {when}' },
  refusedBecause: { id: 'shell.outbox.refusedBecause', defaultMessage: 'Refused: {reason}' },
  attentionCount: { id: 'shell.outbox.attentionCount', defaultMessage: '{count, plural, one {# needs your attention} other {# need your attention}}' },
});

export const outboxMessages = { ...plainMessages, ...valueMessages };
