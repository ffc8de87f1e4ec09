// Proves public/theme-init.js (plain JS, run before the bundle) agrees with the TS theme code:
// same storage key, same class names, same default.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStorageKey } from '../session/localSession';
import { darkSchemeQuery, defaultTheme, themeClassNames, themeStorageKey } from './themeNames';

const script = readFileSync(path.resolve(__dirname, '../../../public/theme-init.js'), 'utf8');
const runThemeInit = () => new Function(script)();
const root = document.documentElement;

afterEach(() => {
  root.className = '';
  vi.unstubAllGlobals();
});

function browserPrefersDark() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === darkSchemeQuery, media: query }));
}

describe('theme-init.js', () => {
  it('applies the default theme when nothing is remembered', () => {
    runThemeInit();
    expect(root.classList.contains(themeClassNames[defaultTheme])).toBe(true);
    expect(root.classList.contains(themeClassNames.dark)).toBe(false);
  });

  it('applies the theme remembered under the key the app writes', () => {
    localStorage.setItem(themeStorageKey, 'dark');
    runThemeInit();
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
    expect(root.classList.contains(themeClassNames.light)).toBe(false);
  });

  it('ignores a value that is not a theme', () => {
    localStorage.setItem(themeStorageKey, 'purple');
    runThemeInit();
    expect([...root.classList]).toEqual([themeClassNames.light]);
  });

  it('applies dark for a browser that prefers dark when nothing is remembered', () => {
    browserPrefersDark();
    runThemeInit();
    expect([...root.classList]).toEqual([themeClassNames.dark]);
  });

  it('keeps the theme remembered in this browser over the browser\'s preference', () => {
    browserPrefersDark();
    localStorage.setItem(themeStorageKey, 'light');
    runThemeInit();
    expect([...root.classList]).toEqual([themeClassNames.light]);
  });

  it('applies the signed-in user\'s saved theme, stored under the key the app writes, over the browser\'s', () => {
    browserPrefersDark();
    localStorage.setItem(userStorageKey, JSON.stringify({ _id: 'u1', preferences: { theme: 'light', language: 1 } }));
    runThemeInit();
    expect([...root.classList]).toEqual([themeClassNames.light]);
    localStorage.setItem(userStorageKey, JSON.stringify({ _id: 'u1', preferences: { theme: 'dark', language: 1 } }));
    vi.unstubAllGlobals();
    runThemeInit();
    expect([...root.classList]).toEqual([themeClassNames.dark]);
  });

  it('falls back to the browser\'s preference when the stored user is corrupt', () => {
    browserPrefersDark();
    localStorage.setItem(userStorageKey, '{not json');
    runThemeInit();
    expect([...root.classList]).toEqual([themeClassNames.dark]);
  });

  it('uses a class name for every theme the app knows', () => {
    expect(themeClassNames).toEqual({ light: 'theme-light', dark: 'theme-dark' });
  });
});
