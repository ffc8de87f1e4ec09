import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOptionalAuthRuntime, useSavePreference } from '../../auth/AuthProvider';
import { useLanguage } from '../../i18n/I18nProvider';
import { useTheme } from '../../theme/ThemeProvider';
import { errorMessages } from '../../components/form/formMessages';
import { SetupProfile, type ProfileChoices } from './SetupProfile';

/**
 * "Setup user profile" (spec §2), where sign-up lands. Language and theme apply at once as a
 * preview; Continue saves them (and the extra password, if given) to the user, Skip keeps the
 * defaults. Both go home.
 */
export function SetupProfileRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const savePreference = useSavePreference();
  const runtime = useOptionalAuthRuntime();
  const { language, setLanguage } = useLanguage();
  const { theme, setTheme } = useTheme();
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const home = () => void navigate({ to: '/', replace: true });

  const save = async ({ language: chosenLanguage, theme: chosenTheme, extraPassword }: ProfileChoices) => {
    setSaving(true);
    setError(null);
    try {
      if (extraPassword) {
        const failure = await setExtraPassword(extraPassword);
        if (failure) return setError(intl.formatMessage(failure));
      }
      // Saved after the extra password, so the local user's answer also says it now has one.
      const saved = await savePreference({ language: chosenLanguage, theme: chosenTheme });
      if (!saved) return setError(intl.formatMessage(errorMessages.preferencesFailed));
      home();
    } finally {
      setSaving(false);
    }
  };

  /** PUT /auth/user/{id} with the account password; null when set, else what went wrong. */
  async function setExtraPassword({ extraPassword, currentPassword }: NonNullable<ProfileChoices['extraPassword']>) {
    const user = runtime?.auth.getSnapshot().context.user;
    if (!runtime || !user) return errorMessages.preferencesFailed;
    try {
      const { response } = await runtime.client.PUT('/auth/user/{id}', {
        params: { path: { id: user._id } },
        body: { currentPassword, extraPassword },
      });
      if (response.ok) return null;
      return response.status === 401 ? errorMessages.wrongPassword : errorMessages.preferencesFailed;
    } catch {
      return errorMessages.preferencesFailed;
    }
  }

  return (
    <SetupProfile
      language={language}
      theme={theme}
      onLanguageChange={setLanguage}
      onThemeChange={setTheme}
      isSaving={isSaving}
      error={error}
      onContinue={(choices) => void save(choices)}
      onSkip={home}
    />
  );
}
