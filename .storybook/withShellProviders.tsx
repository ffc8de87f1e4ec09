import type { Decorator } from '@storybook/react-vite';
import type { LanguageCode, Theme } from '../src/domain/preferences';
import { ShellProviders } from '../src/web/shell/ShellProviders';

/** `parameters.connectivity: 'offline'` makes the shell's connectivity check fail. */
export interface ConnectivityParameters {
  connectivity?: 'online' | 'offline';
}

const online = async () => true;
const offline = async () => false;

/**
 * Theme, language, toasts and the connectivity check for every story, from the toolbar's
 * globals. Keyed on them, so switching the toolbar re-mounts with the new choice; nothing is
 * written to storage (initialTheme/initialLanguage are not saved).
 */
export const withShellProviders: Decorator = (Story, { globals, parameters }) => {
  const theme: Theme = globals.theme === 'dark' ? 'dark' : 'light';
  const language: LanguageCode = globals.locale === 'sv' ? 2 : 1;
  const check = (parameters as ConnectivityParameters).connectivity === 'offline' ? offline : online;
  return (
    <ShellProviders key={`${theme}-${language}`} initialTheme={theme} initialLanguage={language} connectivityCheck={check}>
      <Story />
    </ShellProviders>
  );
};
