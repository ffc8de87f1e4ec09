import type { Theme } from '../../domain/preferences';
import { defaultTheme, parseTheme, themeClassNames, themeStorageKey } from './themeNames';

/** The remembered theme. Saving it on the account comes with the settings API; until then it is per browser. */
export function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(themeStorageKey)) ?? defaultTheme;
  } catch {
    // Storage can be blocked (privacy modes); the app still works with the default.
    return defaultTheme;
  }
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
