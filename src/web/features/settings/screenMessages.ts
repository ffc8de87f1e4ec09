import { defineMessages } from 'react-intl';
import { pageTitles } from './pageTitles';

/** The links from /settings to its other pages. */
export const subPageLinks = defineMessages({
  auth: { id: 'settings.settingsScreen.auth', defaultMessage: 'Sign-in and security' },
  profile: { id: 'settings.settingsScreen.profile', defaultMessage: 'Profile and password' },
  tags: pageTitles.tags,
  deviceControl: pageTitles.deviceControl,
  yourData: pageTitles.yourData,
});
