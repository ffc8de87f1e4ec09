import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { languageByCode, parseLanguageCode } from '../../domain/language';
import type { LanguageCode } from '../../domain/preferences';
import { languageStorageKey, readStoredLanguage, storeLanguage } from './languageStorage';
import { appTexts, type Texts } from './texts';

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
  /** Where the texts come from; the app's (texts.ts) unless a test brings its own loaders. */
  texts?: Texts;
}

/**
 * Provides react-intl with the chosen language's texts and keeps `<html lang>` in step with it.
 * Only that language's texts are loaded (texts.ts): a switch loads the other language first and
 * then happens, so no screen shows ids or English fallbacks meanwhile; until the first language's
 * shell texts are in (main.tsx loads them before the first render) nothing is drawn.
 */
export function I18nProvider({ children, initialLanguage, texts = appTexts }: I18nProviderProps) {
  const [language, setLanguageState] = useState<LanguageCode>(() => initialLanguage ?? readStoredLanguage());
  const { locale, catalogue } = languageByCode(language);
  const messages = useSyncExternalStore(texts.subscribe, () => texts.messages(catalogue));
  const ready = useSyncExternalStore(texts.subscribe, () => texts.hasShell(catalogue));

  // The last language asked for wins, whichever loads first.
  const wanted = useRef(language);
  const switchTo = useCallback(
    (next: LanguageCode, onSwitched?: () => void) => {
      wanted.current = next;
      const apply = () => {
        if (wanted.current !== next) return;
        setLanguageState(next);
        onSwitched?.();
      };
      const loading = texts.use(languageByCode(next).catalogue);
      // A language that cannot be fetched (offline) is not switched to; the choice stays as it was.
      if (loading) loading.then(apply, () => undefined);
      else apply();
    },
    [texts],
  );

  // Normally in before the first render (main.tsx); if they cannot be fetched, English defaults
  // are better than an empty page.
  const [shellFailed, setShellFailed] = useState(false);
  useEffect(() => {
    if (!texts.hasShell(catalogue)) texts.use(catalogue)?.catch(() => setShellFailed(true));
  }, [texts, catalogue]);

  // Screen readers pick their pronunciation from `lang`; it must match the text on screen.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== languageStorageKey) return;
      const next = parseLanguageCode(event.newValue);
      if (next) switchTo(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [switchTo]);

  const setLanguage = useCallback((next: LanguageCode) => switchTo(next, () => storeLanguage(next)), [switchTo]);

  const value = useMemo(() => ({ language, locale: languageByCode(language).locale, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
        {ready || shellFailed ? children : null}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <I18nProvider>');
  return value;
}
