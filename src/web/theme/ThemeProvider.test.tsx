// Proves the theme provider applies, switches and remembers the theme class on <html>.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStorageKey } from '../session/localSession';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { themeClassNames, themeStorageKey } from './themeNames';

function Probe() {
  const { theme, setTheme, toggleTheme } = useTheme();
  return (
    <>
      <p>theme: {theme}</p>
      <button onClick={toggleTheme}>toggle</button>
      <button onClick={() => setTheme('light')}>light</button>
    </>
  );
}

const root = document.documentElement;
afterEach(() => {
  root.className = '';
  vi.unstubAllGlobals();
});

/** A browser whose `prefers-color-scheme` is dark (or not); `change(true)` switches it live. */
function browserPrefersDark(initially: boolean) {
  let dark = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('ThemeProvider', () => {
  it('starts light (spec §9) and puts the light class on <html>', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    expect(root.classList.contains(themeClassNames.light)).toBe(true);
  });

  it('starts with the remembered theme', () => {
    localStorage.setItem(themeStorageKey, 'dark');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
  });

  it('toggles the class and remembers the choice', async () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
    expect(root.classList.contains(themeClassNames.light)).toBe(false);
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(root.classList.contains(themeClassNames.light)).toBe(true);
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
  });

  it('follows a theme change made in another tab', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey, newValue: 'dark' }));
    });
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
  });

  it('does not save a theme forced by initialTheme (Storybook)', () => {
    render(<ThemeProvider initialTheme="dark"><Probe /></ThemeProvider>);
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
  });

  it('follows a browser that prefers dark while nothing was chosen, without remembering it', () => {
    browserPrefersDark(true);
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
  });

  it('follows the browser when its scheme changes, until a theme is chosen', async () => {
    const browser = browserPrefersDark(false);
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    browser.change(true);
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    browser.change(false);
    browser.change(true);
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('keeps the theme chosen in this browser over the browser\'s preference', () => {
    browserPrefersDark(true);
    localStorage.setItem(themeStorageKey, 'light');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('gives the signed-in user\'s saved theme over the browser\'s preference', () => {
    browserPrefersDark(true);
    localStorage.setItem(userStorageKey, JSON.stringify({ _id: 'u1', preferences: { theme: 'light', language: 1 } }));
    const { unmount } = render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    unmount();
    browserPrefersDark(false);
    localStorage.setItem(userStorageKey, JSON.stringify({ _id: 'u1', preferences: { theme: 'dark', language: 1 } }));
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
  });
});
