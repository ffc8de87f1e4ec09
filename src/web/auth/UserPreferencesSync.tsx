import { useEffect, useRef } from 'react';
import { useLanguage } from '../i18n/I18nProvider';
import { useLocalSession } from '../session/useLocalSession';
import { useTheme } from '../theme/ThemeProvider';

/**
 * Applies the account's saved theme and language when they change after the page loaded: a
 * sign-in (on a new device the account's choice wins) or a save elsewhere. Not on load, so a
 * reload keeps what this browser shows.
 */
export function UserPreferencesSync() {
  const { user } = useLocalSession();
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
