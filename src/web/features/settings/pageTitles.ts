import { defineMessages } from 'react-intl';

/** The settings pages' headings, which are also their page titles. */
export const pageTitles = defineMessages({
  settings: { id: 'settings.settingsScreen.heading', defaultMessage: 'Settings' },
  profile: { id: 'settings.profileScreen.heading', defaultMessage: 'Profile' },
  tags: { id: 'settings.settingsScreen.tags', defaultMessage: 'Tags' },
  deviceControl: { id: 'settings.settingsScreen.deviceControl', defaultMessage: 'Device control' },
  yourData: { id: 'settings.yourData.heading', defaultMessage: 'Your data' },
});
