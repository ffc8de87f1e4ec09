import { defineMessages } from 'react-intl';

/** The settings toasts, worded as spec §8 lists them. */
export const settingsToastMessages = defineMessages({
  savedLinks: { id: 'settings.toasts.savedLinks', defaultMessage: 'Saved links' },
  linksFailed: { id: 'settings.toasts.linksFailed', defaultMessage: 'Could not save links' },
  savedLanguage: { id: 'settings.toasts.savedLanguage', defaultMessage: 'Saved language' },
  languageFailed: { id: 'settings.toasts.languageFailed', defaultMessage: 'Could not save language' },
  preferencesFailed: { id: 'settings.toasts.preferencesFailed', defaultMessage: 'Could not update preferences' },
});
