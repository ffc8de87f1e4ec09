import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messageForError } from '../../api/errorMessages';
import { errorMessages } from '../../components/form/formMessages';
import { useUpdateUser } from '../../auth/userMutations';
import { useLanguage } from '../../i18n/I18nProvider';
import { useTheme } from '../../theme/ThemeProvider';
import { settingExtraPassword } from '../../vault/extraPasswordChange';
import { SetupProfile, type ProfileChoices } from './SetupProfile';

/**
 * "Setup user profile" (spec §2), where sign-up lands. Language and theme apply at once as a
 * preview; Continue saves them (and the extra password, if given) to the user, Skip keeps the
 * defaults. Both go home.
 */
export function SetupProfileRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const { language, setLanguage } = useLanguage();
  const { theme, setTheme } = useTheme();
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const home = () => void navigate({ to: '/', replace: true });

  const save = async ({ language: chosenLanguage, theme: chosenTheme, extraPassword }: ProfileChoices) => {
    setSaving(true);
    setError(null);
    try {
      // The server takes one kind of change at a time: the extra password (with the account
      // password), then the preferences. The extra password itself stays here: the server gets
      // the key derived from it and the new vault (issue 9).
      if (extraPassword) await updateUser.mutateAsync(await settingExtraPassword(extraPassword.currentPassword, extraPassword.extraPassword));
      await updateUser.mutateAsync({ preferences: { language: chosenLanguage, theme: chosenTheme } });
      home();
    } catch (failure) {
      setError(messageForError(failure, errorMessages.preferencesFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SetupProfile
      language={language}
      theme={theme}
      onLanguageChange={setLanguage}
      onThemeChange={setTheme}
      isSaving={isSaving}
      error={error && intl.formatMessage(error)}
      onEdit={() => setError(null)}
      onContinue={(choices) => void save(choices)}
      onSkip={home}
    />
  );
}
