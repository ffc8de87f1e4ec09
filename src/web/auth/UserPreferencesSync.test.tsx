// Proves that the account's saved theme and language are applied when the signed-in user's change
// (a sign-in, or a save seen on a refresh), and that a reload keeps what this browser shows.
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { localSession } from '../session/localSession';
import { createFakeServer, ok } from '../testing/fakeServer';
import { storeSession } from '../testing/storedSession';
import { testUser } from '../testing/testUser';
import { ThemeProvider, useTheme } from '../theme/ThemeProvider';
import { storeTheme } from '../theme/themeStorage';
import { storeLanguage } from '../i18n/languageStorage';
import { AuthProvider } from './AuthProvider';
import { createAuthRuntime, type AuthRuntime } from './authRuntime';
import { UserPreferencesSync } from './UserPreferencesSync';

const user = (theme: 'light' | 'dark', language: 1 | 2) => testUser({ preferences: { ...testUser().preferences, theme, language } });

function Shown() {
  const { theme } = useTheme();
  const intl = useIntl();
  return <p>{`${theme} ${intl.locale}`}</p>;
}

let runtime: AuthRuntime;
afterEach(() => runtime.stop());

function renderApp(server = createFakeServer()) {
  runtime = createAuthRuntime({
    fetch: server.fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts: { send: vi.fn() },
    navigate: vi.fn(),
    translate: (_id, text) => text,
    fingerprint: async () => 'fp',
  });
  return render(
    <ThemeProvider>
      <I18nProvider>
        <AuthProvider runtime={runtime}>
          <UserPreferencesSync />
          <Shown />
        </AuthProvider>
      </I18nProvider>
    </ThemeProvider>,
  );
}

describe('UserPreferencesSync', () => {
  it('applies the saved theme and language when the user signs in', async () => {
    storeSession(null);
    const server = createFakeServer({ user: user('dark', 2) });
    server.routes['POST /auth/login'] = () => ok(user('dark', 2));
    renderApp(server);
    expect(screen.getByText('light en')).toBeInTheDocument();
    act(() => runtime.auth.send({ type: 'login.submitted', credentials: { username: 'ada', password: 'pw' } }));
    expect(await screen.findByText('dark sv-SE')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('theme-dark');
  });

  it('keeps what was chosen in this browser when the page loads signed in', async () => {
    storeSession(user('dark', 2));
    storeTheme('light');
    storeLanguage(1);
    const server = createFakeServer({ user: user('dark', 2) });
    renderApp(server);
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0)); // the start's refresh
    expect(screen.getByText('light en')).toBeInTheDocument();
  });

  it("starts in the stored user's theme and language when nothing was chosen in this browser", async () => {
    storeSession(user('dark', 2));
    const server = createFakeServer({ user: user('dark', 2) });
    renderApp(server);
    expect(screen.getByText('dark sv-SE')).toBeInTheDocument();
  });
});
