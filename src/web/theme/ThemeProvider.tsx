import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '../../domain/preferences';
// Side-effect imports: the theme variables and global styles exist wherever the provider does.
import './theme.css';
import './global.css';
import { darkSchemeQuery, parseTheme, themeStorageKey } from './themeNames';
import { applyThemeClass, readStoredTheme, storeTheme } from './themeStorage';

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

interface ThemeProviderProps {
  children: ReactNode;
  /** Overrides the remembered theme, e.g. for Storybook's toolbar; it is not saved. */
  initialTheme?: Theme;
}

/**
 * Owns the light/dark choice (spec §4: toggles and is saved) and keeps `<html>`'s class in step.
 * Until a theme is chosen in this browser (or a signed-in user's is known), it follows the
 * browser's `prefers-color-scheme`, also when that changes (an OS switching to dark at night).
 */
export function ThemeProvider({ children, initialTheme }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme ?? readStoredTheme());

  // Layout effect: the class must change before paint, or the page flashes the old theme.
  useLayoutEffect(() => applyThemeClass(document.documentElement, theme), [theme]);

  // Another tab switched theme: follow it, so the tabs do not disagree until reload.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== themeStorageKey) return;
      const next = parseTheme(event.newValue);
      if (next) setThemeState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Not while Storybook forces a theme.
  useEffect(() => {
    if (initialTheme || typeof window.matchMedia !== 'function') return;
    const scheme = window.matchMedia(darkSchemeQuery);
    // readStoredTheme says whether a choice or a saved preference now outranks the browser.
    const onChange = () => setThemeState(readStoredTheme());
    scheme.addEventListener('change', onChange);
    return () => scheme.removeEventListener('change', onChange);
  }, [initialTheme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    storeTheme(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setThemeState((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      storeTheme(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
