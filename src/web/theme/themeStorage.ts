import type { Theme } from '../../domain/preferences';
import { localSession } from '../session/localSession';
import { darkSchemeQuery, defaultTheme, parseTheme, themeClassNames, themeStorageKey } from './themeNames';

/** The theme chosen in this browser (the toggle, or the account's on sign-in); null if none. */
export function readChosenTheme(): Theme | null {
  try {
    return parseTheme(localStorage.getItem(themeStorageKey));
  } catch {
    // Storage can be blocked (privacy modes): nothing was remembered.
    return null;
  }
}

/** Dark when the browser asks for a dark scheme (`prefers-color-scheme`); null where it cannot say. */
export function browserTheme(): Theme | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(darkSchemeQuery).matches ? 'dark' : null;
}

/**
 * The theme this browser starts in: the one chosen here, else the signed-in user's saved one,
 * else dark when the browser prefers it, else light (spec §9). public/theme-init.js makes the
 * same decision before first paint.
 */
export function readStoredTheme(): Theme {
  return readChosenTheme() ?? parseTheme(localSession.readStoredUser()?.preferences?.theme) ?? browserTheme() ?? defaultTheme;
}

export function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Not remembered, but the switch itself still works for this visit.
  }
}

/** Puts exactly one theme class on the element (normally `<html>`). */
export function applyThemeClass(element: Element, theme: Theme) {
  for (const [name, className] of Object.entries(themeClassNames)) {
    element.classList.toggle(className, name === theme);
  }
}
