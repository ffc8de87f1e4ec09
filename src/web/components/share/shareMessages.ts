import { defineMessages } from 'react-intl';

/** The share pieces' texts (shared catalogue, signed-in part: the owner's panel and settings' list). */
export const shareMessages = defineMessages({
  heading: { id: 'components.share.heading', defaultMessage: 'Public links' },
  none: { id: 'components.share.none', defaultMessage: 'No public links yet. Create one below.' },
  loading: { id: 'components.share.loading', defaultMessage: 'Loading the links…' },
  loadFailed: { id: 'components.share.loadFailed', defaultMessage: 'The links could not be loaded.' },
  linkLabel: { id: 'components.share.linkLabel', defaultMessage: 'Public link' },
  copy: { id: 'components.share.copy', defaultMessage: 'Copy' },
  copied: { id: 'components.share.copied', defaultMessage: 'Link copied.' },
  copyByHand: { id: 'components.share.copyByHand', defaultMessage: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.' },
  neverExpires: { id: 'components.share.neverExpires', defaultMessage: 'Never expires' },
  revoke: { id: 'components.share.revoke', defaultMessage: 'Revoke' },
  revokeConfirm: { id: 'components.share.revokeConfirm', defaultMessage: 'Yes, revoke' },
  cancel: { id: 'components.share.cancel', defaultMessage: 'Cancel' },
  create: { id: 'components.share.create', defaultMessage: 'Create link' },
  creating: { id: 'components.share.creating', defaultMessage: 'Creating…' },
  expiryLegend: { id: 'components.share.expiryLegend', defaultMessage: 'The new link expires' },
  expiryNever: { id: 'components.share.expiryNever', defaultMessage: 'Never' },
  expiryOnDate: { id: 'components.share.expiryOnDate', defaultMessage: 'After a day I choose' },
  lastDay: { id: 'components.share.lastDay', defaultMessage: 'Last day the link works' },
  lastDayRequired: { id: 'components.share.lastDayRequired', defaultMessage: 'Choose the last day the link works.' },
  lastDayPast: { id: 'components.share.lastDayPast', defaultMessage: 'Choose today or a later day.' },
  kindDrink: { id: 'components.share.kindDrink', defaultMessage: 'Drink' },
  kindDrinkCollection: { id: 'components.share.kindDrinkCollection', defaultMessage: 'Drink collection' },
  kindCollection: { id: 'components.share.kindCollection', defaultMessage: 'Collection' },
});

// Typed so that formatMessage insists on the values.
export const shareCountedMessages = defineMessages<{
  afterDays: { days: number };
  expiresIn: { when: string; date: string };
  expired: { date: string };
  created: { date: string };
  lead: { name: string };
  revokeQuestion: { name: string };
}>({
  lead: {
    id: 'components.share.lead',
    defaultMessage: 'Anyone with a link can see {name} without signing in, until the link expires or you revoke it.',
  },
  expired: { id: 'components.share.expired', defaultMessage: 'Expired {date}: the link is gone' },
  created: { id: 'components.share.created', defaultMessage: 'Created {date}' },
  revokeQuestion: {
    id: 'components.share.revokeQuestion',
    defaultMessage: 'Revoke this link to {name}? Whoever opens it will find it gone.',
  },
  afterDays: { id: 'components.share.afterDays', defaultMessage: 'After {days, plural, one {# day} other {# days}}' },
  expiresIn: { id: 'components.share.expiresIn', defaultMessage: 'Expires {when} ({date})' },
});

/** The share toasts (spec §8 names none for links; worded as the other areas' are). */
export const shareToasts = defineMessages({
  created: { id: 'components.share.toastCreated', defaultMessage: 'Link created' },
  createFailed: { id: 'components.share.toastCreateFailed', defaultMessage: 'Could not create the link' },
  revoked: { id: 'components.share.toastRevoked', defaultMessage: 'Link revoked' },
  revokeFailed: { id: 'components.share.toastRevokeFailed', defaultMessage: 'Could not revoke the link' },
  fetchFailed: { id: 'components.share.toastFetchFailed', defaultMessage: 'Could not get the links' },
});
