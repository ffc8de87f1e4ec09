import type { Theme } from '../../domain/preferences';

/**
 * The names shared with public/theme-init.js, which applies the remembered theme before React
 * loads. That file is plain JS (the CSP forbids inline script and it must not wait for the
 * bundle), so it cannot import these; themeInit.dom.test.ts runs it against these values.
 */
export const themeStorageKey = 'lifelog.theme';

/** The browser's wish for a dark scheme, followed until a theme is chosen. */
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

/** Stable, unhashed class names on `<html>`: theme-init.js must know them before the CSS loads. */
export const themeClassNames: Record<Theme, string> = {
  light: 'theme-light',
  dark: 'theme-dark',
};

/** Spec §9: light unless the user (or, before any choice, their browser) asks for dark. */
export const defaultTheme: Theme = 'light';

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}
