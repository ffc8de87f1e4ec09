// Proves that signing in applies the account's saved theme and language, and that a reload keeps
// what this browser shows.
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { localSession, type LocalUser } from '../session/localSession';
import { ThemeProvider, useTheme } from '../theme/ThemeProvider';
import { UserPreferencesSync } from './UserPreferencesSync';

function user(theme: 'light' | 'dark', language: 1 | 2): LocalUser {
  return {
    _id: 'user00000001',
    username: 'anna',
    userSessionId: 'session00001',
    is2faEnabled: false,
    access: { token: 't', refreshToken: 'r', created: new Date().toISOString(), expiresIn: 900 },
    preferences: { theme, language, timeSorting: 'normal', timeFilter: 'day', timeView: 'list' },
  };
}

function Shown() {
  const { theme } = useTheme();
  const intl = useIntl();
  return <p>{`${theme} ${intl.locale}`}</p>;
}

function renderApp() {
  return render(
    <ThemeProvider>
      <I18nProvider>
        <UserPreferencesSync />
        <Shown />
      </I18nProvider>
    </ThemeProvider>,
  );
}

describe('UserPreferencesSync', () => {
  it('applies the saved theme and language when the user signs in', () => {
    localSession.clear();
    renderApp();
    expect(screen.getByText('light en')).toBeInTheDocument();
    act(() => localSession.setUser(user('dark', 2)));
    expect(screen.getByText('dark sv-SE')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('theme-dark');
  });

  it('keeps what this browser shows when the page loads signed in', () => {
    localSession.setUser(user('dark', 2));
    renderApp();
    expect(screen.getByText('light en')).toBeInTheDocument();
    localSession.clear();
  });
});
