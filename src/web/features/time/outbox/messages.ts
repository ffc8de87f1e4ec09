import { defineMessages } from 'react-intl';

/** What the outbox list says about a queued time change (its label's message id and values). */
export const stampOutboxMessages = defineMessages({
  stampIn: { id: 'time.outbox.stampIn', defaultMessage: 'Stamp in {name}' },
  stampOut: { id: 'time.outbox.stampOut', defaultMessage: 'Stamp out {name}' },
  stampEdit: { id: 'time.outbox.stampEdit', defaultMessage: 'Change the times of {name}' },
});
