import { defineMessages } from 'react-intl';

/** What the outbox list calls a shopping change waiting to be sent (its label's message id and values). */
export const shoppingChangeLabels = defineMessages({
  check: { id: 'shopping.outbox.check', defaultMessage: 'Check off {name}' },
  uncheck: { id: 'shopping.outbox.uncheck', defaultMessage: 'Put {name} back on the list' },
  add: { id: 'shopping.outbox.add', defaultMessage: 'Add {name}' },
  restore: { id: 'shopping.outbox.restore', defaultMessage: 'Bring back {count, plural, one {# item} other {# items}}' },
  clearChecked: { id: 'shopping.outbox.clearChecked', defaultMessage: 'Clear checked items from {list}' },
});

/** How the screens mark what waits to be sent. */
export const unsentMessages = defineMessages({
  clearing: { id: 'shopping.unsent.clearing', defaultMessage: 'Checked items cleared on this device' },
  cannotCheckYet: { id: 'shopping.unsent.cannotCheckYet', defaultMessage: 'It can be checked off once it is sent' },
});
