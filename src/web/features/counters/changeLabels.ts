import { defineMessages } from 'react-intl';

/** The outbox area of the counters' changes (their marks, and the refresh once they land). */
export const countersArea = 'counters';

/** What the outbox list calls a counter's change waiting to be sent: "Coffee +2". */
export const countersChangeLabels = defineMessages({
  count: { id: 'counters.outbox.count', defaultMessage: '{name} {delta}' },
});
