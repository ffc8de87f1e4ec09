import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from '@tanstack/react-router';
import { languages } from '../../domain/language';
import { MoreIcon } from '../components/icons';
import { MenuButton } from '../components/MenuButton';
import { themeToggleMessages } from '../components/ThemeToggle';
import { languageSwitchMessages } from '../components/LanguageSwitch';
import { useSavePreferences } from '../auth/userMutations';
import { useLanguage } from '../i18n/I18nProvider';
import { useTheme } from '../theme/ThemeProvider';

export const optionsMenuMessages = defineMessages({
  label: { id: 'shell.optionsMenu.label', defaultMessage: 'Options' },
  couldNotSaveTheme: { id: 'shell.optionsMenu.couldNotSaveTheme', defaultMessage: 'Could not update preferences' },
  couldNotSaveLanguage: { id: 'shell.optionsMenu.couldNotSaveLanguage', defaultMessage: 'Could not save language' },
  commandLine: { id: 'shell.optionsMenu.commandLine', defaultMessage: 'Command line' },
});

/**
 * The navbar's options (spec §2): the dark-theme switch and the interface language, both applied
 * at once and saved to the account (spec §4: the theme "is saved"), and the command line, for a
 * phone's thumb that has no Shift+. to press.
 */
export function OptionsMenu() {
  const intl = useIntl();
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
  // A failure says so in a toast and keeps the choice on screen (decisions.md).
  const saveTheme = useSavePreferences({ failureToast: optionsMenuMessages.couldNotSaveTheme });
  const saveLanguage = useSavePreferences({ failureToast: optionsMenuMessages.couldNotSaveLanguage });
  const navigate = useNavigate();
  return (
    <MenuButton
      label={intl.formatMessage(optionsMenuMessages.label)}
      icon={<MoreIcon />}
      placement="bottom-end"
      entries={[
        {
          key: 'theme',
          kind: 'checkbox',
          label: intl.formatMessage(themeToggleMessages.darkTheme),
          checked: theme === 'dark',
          onSelect: () => {
            const next = theme === 'dark' ? 'light' : 'dark';
            setTheme(next);
            saveTheme.mutate({ theme: next });
          },
        },
        {
          key: 'language',
          label: intl.formatMessage(languageSwitchMessages.label),
          items: languages.map((option) => ({
            key: option.locale,
            kind: 'radio' as const,
            label: option.nativeName,
            lang: option.locale,
            checked: option.code === language,
            onSelect: () => {
              setLanguage(option.code);
              saveLanguage.mutate({ language: option.code });
            },
          })),
        },
        { key: 'commandLine', label: intl.formatMessage(optionsMenuMessages.commandLine), onSelect: () => void navigate({ to: '/cli/{-$command}' }) },
      ]}
    />
  );
}
