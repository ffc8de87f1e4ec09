import type { ReactNode } from 'react';
import type { Theme } from '../../domain/preferences';
import type { LanguageCode } from '../../domain/preferences';
import { I18nProvider } from '../i18n/I18nProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ConnectivityCheckContext, defaultConnectivityCheck } from './connectivityCheck';
import type { ToastActor } from './toastActor';
import { ToastProvider } from './ToastProvider';

export interface ShellProvidersProps {
  children: ReactNode;
  /** The app's toast actor (see createToastActor); one is made if absent. */
  toastActor?: ToastActor;
  /** Force a theme or language instead of the remembered one (Storybook, tests); not saved. */
  initialTheme?: Theme;
  initialLanguage?: LanguageCode;
  /** Replaces the real network check (tests, stories). */
  connectivityCheck?: () => Promise<boolean>;
}

/**
 * Everything the shell and the screens need above the router: theme, language, toasts and the
 * connectivity check, in that order (toasts are translated, so they sit inside the language).
 */
export function ShellProviders({ children, toastActor, initialTheme, initialLanguage, connectivityCheck }: ShellProvidersProps) {
  return (
    <ThemeProvider initialTheme={initialTheme}>
      <I18nProvider initialLanguage={initialLanguage}>
        <ToastProvider actor={toastActor}>
          <ConnectivityCheckContext.Provider value={connectivityCheck ?? defaultConnectivityCheck}>
            {children}
          </ConnectivityCheckContext.Provider>
        </ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
