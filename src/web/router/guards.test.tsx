// Proves spec §2's access column for every route: signed-out visitors of "auth" routes go to
// /login with the wanted path, "extra" routes without the extra token go to /password-login, and
// a session with what a route needs reaches it and sees the screen of the right area (the
// not-built screen, or the screen built for it).
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localSession } from '../session/localSession';
import { loadRouter, renderRouter, seedSession } from './router.testUtils';
import { specRouteTable } from './specRoutes.testData';
import en from '../i18n/en.json';

const english = en as Record<string, string>;

// The shell has its own tests; here it is a bare frame, so these tests see routing alone.
vi.mock('../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));
// The account screens read the accounts workflows; here they are a signed-out stand-in.
vi.mock('../auth/AuthProvider', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../testing/fakeAuthProvider')).fakeAuthProviderModule,
}));

/** The built account screens, by area: the heading each one shows. */
const accountHeadings: Partial<Record<string, string>> = {
  signIn: 'accounts.loginForm.heading',
  register: 'accounts.registerForm.heading',
  passwordLogin: 'accounts.passwordLoginForm.heading',
  profileSetup: 'accounts.setupProfile.heading',
};
/** Built screens whose area also has not-built routes (settings), by path: the heading each shows. */
const screenHeadings: Partial<Record<string, string>> = {
  '/settings': 'settings.settingsScreen.heading',
  '/settings/profile': 'settings.profileScreen.heading',
  '/settings/auth': 'settingsAuth.screen.heading',
};
const builtHeading = ({ sample, area }: { sample: string; area: string }) => screenHeadings[sample] ?? accountHeadings[area];
const samples = specRouteTable.flatMap((row) => row.samples.map((sample) => ({ ...row, sample })));
const authSamples = samples.filter((row) => row.access !== 'none');
const extraSamples = samples.filter((row) => row.access === 'extra');

/** The area named by the deepest matched route. */
function matchedArea(router: Awaited<ReturnType<typeof loadRouter>>) {
  return router.state.matches.at(-1)?.staticData.area;
}

beforeEach(() => localSession.clear());

describe('signed out', () => {
  it.each(authSamples)('$sample ($access) goes to /login?redirect=$sample', async ({ sample }) => {
    seedSession('none');
    const router = await loadRouter(sample);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: sample });
    expect(matchedArea(router)).toBe('signIn');
  });

  it.each(samples.filter((row) => row.access === 'none'))('$sample is public', async ({ sample, area }) => {
    seedSession('none');
    const router = await loadRouter(sample);
    expect(router.state.location.pathname).toBe(sample);
    expect(matchedArea(router)).toBe(area);
  });

  it('keeps the search and hash of the wanted location', async () => {
    seedSession('none');
    const router = await loadRouter('/time-groups/list?tag=work#top');
    expect(router.state.location.search).toEqual({ redirect: '/time-groups/list?tag=work#top' });
  });
});

describe('signed in without the extra password', () => {
  it.each(extraSamples)('$sample goes to /password-login?redirect=$sample', async ({ sample }) => {
    seedSession('access');
    const router = await loadRouter(sample);
    expect(router.state.location.pathname).toBe('/password-login');
    expect(router.state.location.search).toEqual({ redirect: sample });
    expect(matchedArea(router)).toBe('passwordLogin');
  });

  it.each(samples.filter((row) => row.access !== 'extra'))('$sample ($access) is reached', async ({ sample, area }) => {
    seedSession('access');
    const router = await loadRouter(sample);
    expect(router.state.location.pathname).toBe(sample);
    expect(matchedArea(router)).toBe(area);
  });
});

describe('signed in with the extra password', () => {
  it.each(samples.filter((row) => builtHeading(row)))('$sample shows the built screen of $area', async (row) => {
    seedSession('extra');
    const router = await loadRouter(row.sample);
    expect(router.state.location.pathname).toBe(row.sample);
    renderRouter(router);
    expect(await screen.findByRole('heading', { level: 1, name: english[builtHeading(row)!] })).toBeVisible();
  });

  it.each(samples.filter((row) => !builtHeading(row)))('$sample shows the not-built screen of $area', async ({ sample, area }) => {
    seedSession('extra');
    const router = await loadRouter(sample);
    expect(router.state.location.pathname).toBe(sample);
    renderRouter(router);
    expect(await screen.findByRole('heading', { level: 1, name: english[`notBuilt.area.${area}`] })).toBeVisible();
    expect(screen.getByText(english['notBuilt.screen.body']!)).toBeVisible();
    if (sample === '/') expect(screen.queryByRole('link')).toBeNull();
    else expect(screen.getByRole('link', { name: english['notBuilt.screen.homeLink'] })).toHaveAttribute('href', '/');
  });
});
