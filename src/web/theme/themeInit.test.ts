// Proves public/theme-init.js (plain JS, run before the bundle) agrees with the TS theme code:
// same storage key, same class names, same default.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultTheme, themeClassNames, themeStorageKey } from './themeNames';

const script = readFileSync(path.resolve(__dirname, '../../../public/theme-init.js'), 'utf8');
const runThemeInit = () => new Function(script)();
const root = document.documentElement;

afterEach(() => {
  root.className = '';
});

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

  it('uses a class name for every theme the app knows', () => {
    expect(themeClassNames).toEqual({ light: 'theme-light', dark: 'theme-dark' });
  });
});
