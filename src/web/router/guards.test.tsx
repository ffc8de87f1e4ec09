// Proves spec §2's access column for every route: signed-out visitors of "auth" routes go to
// /login with the wanted path, "extra" routes without the extra token go to /password-login, and
// a session with what a route needs reaches it and sees its screen: a level-1 heading, and the
// page titled with the route's own title, whichever area's screen (built or not) it is.
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTimeServer } from '../features/time/fakeServer.testing';
import { messagesFor } from '../i18n/catalogues';
import { localSession } from '../session/localSession';
import { sampleId } from '../testing/fakeIds';
import { createFakeServer } from '../testing/fakeServer';
import { testUser } from '../testing/testUser';
import { loadApp, renderApp, seedSession, type SessionState } from './router.testUtils';
import { specRouteTable, type Access } from './specRoutes.testData';

// The shell has its own tests; here it is a bare frame, so these tests see routing alone.
vi.mock('../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const english = messagesFor('en');
const samples = specRouteTable.flatMap((row) => row.samples.map((sample) => ({ ...row, sample })));
const authSamples = samples.filter((row) => row.access !== 'none');
const extraSamples = samples.filter((row) => row.access === 'extra');
/** The least a visitor needs for each access value. */
const sessionFor: Record<Access, SessionState> = { none: 'none', auth: 'access', extra: 'extra' };

/** The area and English title of the deepest matched route. */
function matched(app: Awaited<ReturnType<typeof loadApp>>) {
  const staticData = app.router.state.matches.at(-1)?.staticData;
  return { area: staticData?.area, title: staticData?.title && english[String(staticData.title.id)] };
}

/**
 * A server that knows the sample id as a sub group and a time stamp: their routes read them in the
 * loader, and an id the server does not know is "not found" (its own page) before any screen.
 */
function serverWithSamples() {
  const server = createFakeServer({ user: testUser() });
  const groupId = 'grp000000001';
  installFakeTimeServer(server, {
    groups: [{ _id: groupId, name: 'Work' }],
    subGroups: [{ _id: sampleId, name: 'Mail', timeGroupId: groupId }],
    stamps: [{ _id: sampleId, subGroupId: sampleId, startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z' }],
  });
  return server;
}

beforeEach(() => localSession.clear());

describe('signed out', () => {
  it.each(authSamples)('$sample ($access) goes to /login?redirect=$sample', async ({ sample }) => {
    seedSession('none');
    const app = await loadApp(sample);
    expect(app.router.state.location.pathname).toBe('/login');
    expect(app.router.state.location.search).toEqual({ redirect: sample });
    expect(matched(app).area).toBe('accounts');
  });

  it('keeps the search and hash of the wanted location', async () => {
    seedSession('none');
    const app = await loadApp('/time-groups/list?tag=work#top');
    expect(app.router.state.location.search).toEqual({ redirect: '/time-groups/list?tag=work#top' });
  });
});

describe('signed in without the extra password', () => {
  it.each(extraSamples)('$sample goes to /password-login?redirect=$sample', async ({ sample }) => {
    seedSession('access');
    const app = await loadApp(sample);
    expect(app.router.state.location.pathname).toBe('/password-login');
    expect(app.router.state.location.search).toEqual({ redirect: sample });
    expect(matched(app).area).toBe('accounts');
  });
});

describe('with what the route needs', () => {
  it.each(samples)('$sample ($access) shows its own screen of $area', async ({ sample, access, area }) => {
    seedSession(sessionFor[access]);
    const app = await loadApp(sample, serverWithSamples());
    expect(app.router.state.location.pathname).toBe(sample);
    const { area: matchedArea, title } = matched(app);
    expect(matchedArea).toBe(area);
    renderApp(app);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} · Lifelog`));
  });
});
