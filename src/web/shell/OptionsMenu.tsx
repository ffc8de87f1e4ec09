import { defineMessages, useIntl } from 'react-intl';
import { languages } from '../../domain/language';
import { MoreIcon } from '../components/icons';
import { MenuButton } from '../components/MenuButton';
import { themeToggleMessages } from '../components/ThemeToggle';
import { languageSwitchMessages } from '../components/LanguageSwitch';
import { useLanguage } from '../i18n/I18nProvider';
import { useTheme } from '../theme/ThemeProvider';

export const optionsMenuMessages = defineMessages({
  label: { id: 'shell.optionsMenu.label', defaultMessage: 'Options' },
});

/** The navbar's options (spec §2): the dark-theme switch and the interface language. */
export function OptionsMenu() {
  const intl = useIntl();
  const { theme, toggleTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
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
          onSelect: toggleTheme,
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
            onSelect: () => setLanguage(option.code),
          })),
        },
      ]}
    />
  );
}
