import { defineMessages } from 'react-intl';

/** The storage area's card on the dashboard (hubs/dashboard). */
export const storageDashboardMessages = defineMessages({
  heading: { id: 'storage.dashboard.heading', defaultMessage: 'Expiring soon' },
  expired: { id: 'storage.dashboard.expired', defaultMessage: 'Expired' },
  toStorage: { id: 'storage.dashboard.toStorage', defaultMessage: 'Everything in storage' },
});

/** The card's messages with placeholders, typed so a missing value fails to compile. */
export const storageDashboardValueMessages = defineMessages<{
  expiresIn: { days: number };
  inGroup: { group: string };
  more: { count: number };
}>({
  expiresIn: { id: 'storage.dashboard.expiresIn', defaultMessage: '{days, plural, =0 {Expires today} =1 {Expires tomorrow} other {Expires in # days}}' },
  inGroup: { id: 'storage.dashboard.inGroup', defaultMessage: 'in {group}' },
  more: { id: 'storage.dashboard.more', defaultMessage: '{count, plural, one {# more item} other {# more items}}' },
});
