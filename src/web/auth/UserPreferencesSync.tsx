import { useEffect, useRef } from 'react';
import { useLanguage } from '../i18n/I18nProvider';
import { useTheme } from '../theme/ThemeProvider';
import { useCurrentUser } from './AuthProvider';

/**
 * Applies the account's saved theme and language when they change after the page loaded: a
 * sign-in (on a new device the account's choice wins) or a save elsewhere (another tab or
 * browser, seen when the user is refreshed). Not on load, so a reload keeps what this browser shows.
 */
export function UserPreferencesSync() {
  const user = useCurrentUser();
  const { setTheme } = useTheme();
  const { setLanguage } = useLanguage();
  const theme = user?.preferences.theme;
  const language = user?.preferences.language;
  const seen = useRef({ theme, language });

  useEffect(() => {
    if (theme && theme !== seen.current.theme) setTheme(theme);
    seen.current.theme = theme;
  }, [theme, setTheme]);

  useEffect(() => {
    if (language && language !== seen.current.language) setLanguage(language);
    seen.current.language = language;
  }, [language, setLanguage]);

  return null;
}
