import { defineMessages, useIntl } from 'react-intl';
import { useTheme } from '../theme/ThemeProvider';
import { IconButton } from './IconButton';
import { MoonIcon } from './icons';

export const themeToggleMessages = defineMessages({
  darkTheme: { id: 'components.themeToggle.darkTheme', defaultMessage: 'Dark theme' },
});

/** A toggle button for the dark theme; `aria-pressed` tells whether it is on. */
export function ThemeToggle() {
  const intl = useIntl();
  const { theme, toggleTheme } = useTheme();
  return (
    <IconButton
      label={intl.formatMessage(themeToggleMessages.darkTheme)}
      icon={<MoonIcon />}
      aria-pressed={theme === 'dark'}
      onClick={toggleTheme}
    />
  );
}
