import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  name: { id: 'settings.area.name', defaultMessage: 'Settings' },
});

/** The settings pages' headings, which are also their page titles. */
export const pageTitles = defineMessages({
  settings: { id: 'settings.settingsScreen.heading', defaultMessage: 'Settings' },
  profile: { id: 'settings.profileScreen.heading', defaultMessage: 'Profile' },
  tags: { id: 'settings.settingsScreen.tags', defaultMessage: 'Tags' },
  deviceControl: { id: 'settings.settingsScreen.deviceControl', defaultMessage: 'Device control' },
});

/** The links from /settings to its other pages. */
export const subPageLinks = defineMessages({
  auth: { id: 'settings.settingsScreen.auth', defaultMessage: 'Sign-in and security' },
  profile: { id: 'settings.settingsScreen.profile', defaultMessage: 'Profile and password' },
  tags: pageTitles.tags,
  deviceControl: pageTitles.deviceControl,
});

/** The settings toasts, worded as spec §8 lists them. */
export const settingsToastMessages = defineMessages({
  savedLinks: { id: 'settings.toasts.savedLinks', defaultMessage: 'Saved links' },
  linksFailed: { id: 'settings.toasts.linksFailed', defaultMessage: 'Could not save links' },
  savedLanguage: { id: 'settings.toasts.savedLanguage', defaultMessage: 'Saved language' },
  languageFailed: { id: 'settings.toasts.languageFailed', defaultMessage: 'Could not save language' },
  preferencesFailed: { id: 'settings.toasts.preferencesFailed', defaultMessage: 'Could not update preferences' },
});
