import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { languageByCode, parseLanguageCode } from '../../domain/language';
import type { LanguageCode } from '../../domain/preferences';
import { messagesFor } from './catalogues';
import { languageStorageKey, readStoredLanguage, storeLanguage } from './languageStorage';

export interface LanguageContextValue {
  /** Spec §4 code: 1 English, 2 Swedish. */
  language: LanguageCode;
  /** BCP 47 locale, e.g. 'sv-SE'. */
  locale: string;
  setLanguage: (language: LanguageCode) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

interface I18nProviderProps {
  children: ReactNode;
  /** Overrides the remembered language, e.g. for Storybook's toolbar; it is not saved. */
  initialLanguage?: LanguageCode;
}

/** Provides react-intl with the chosen catalogue and keeps `<html lang>` in step with it. */
export function I18nProvider({ children, initialLanguage }: I18nProviderProps) {
  const [language, setLanguageState] = useState<LanguageCode>(() => initialLanguage ?? readStoredLanguage());
  const { locale, catalogue } = languageByCode(language);

  // Screen readers pick their pronunciation from `lang`; it must match the text on screen.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== languageStorageKey) return;
      const next = parseLanguageCode(event.newValue);
      if (next) setLanguageState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setLanguage = useCallback((next: LanguageCode) => {
    setLanguageState(next);
    storeLanguage(next);
  }, []);

  const value = useMemo(() => ({ language, locale: languageByCode(language).locale, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(catalogue)}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <I18nProvider>');
  return value;
}
