import { defineMessages } from 'react-intl';

/** The shopping area's card on the dashboard (hubs/dashboard). */
export const shoppingDashboardMessages = defineMessages({
  allBought: { id: 'shopping.dashboard.allBought', defaultMessage: 'Nothing left to buy.' },
  goShopping: { id: 'shopping.dashboard.goShopping', defaultMessage: 'Go shopping' },
});

/** The card's messages with placeholders, typed so a missing value fails to compile. */
export const shoppingDashboardValueMessages = defineMessages<{
  listHeading: { name: string };
  more: { count: number };
}>({
  listHeading: { id: 'shopping.dashboard.listHeading', defaultMessage: 'Shopping list: {name}' },
  more: { id: 'shopping.dashboard.more', defaultMessage: '{count, plural, one {# more item} other {# more items}}' },
});
