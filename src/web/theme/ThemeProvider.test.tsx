// Proves the theme provider applies, switches and remembers the theme class on <html>.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
});

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
});
