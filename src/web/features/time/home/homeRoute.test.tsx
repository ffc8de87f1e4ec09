// Proves Home (`/`) with the time tracker's section, on the real app (router, loaders, query cache)
// against a fake server: running stamps tick and stop with one tap or the S key, the most used
// sub groups start with one tap or a digit key (never while typing in a field), the start form
// stamps in by names (creating the group when it is new), today's totals show, an empty account
// is told how to start, and a failed load says 'Failed getting time groups' with a retry.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { en } from '../../../testing/catalogue';
import { createFakeServer, ok, refused, type FakeServer } from '../../../testing/fakeServer';
import { installFakeTimeServer, type FakeTimeStore } from '../fakeServer.testing';
import { recordToasts } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';

const t = (key: string, values: Record<string, string> = {}) => en(`time.home.${key}`).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let server: FakeServer;
let store: FakeTimeStore;

beforeEach(() => {
  seedSession('access');
  server = createFakeServer({ user: testUser() });
  store = installFakeTimeServer(server, {
    groups: [
      { _id: 'timegrp00001', name: 'Work' },
      { _id: 'timegrp00002', name: 'Home' },
    ],
    subGroups: [
      { _id: 'subgrp000001', name: 'Writing', timeGroupId: 'timegrp00001' },
      { _id: 'subgrp000002', name: 'Email', timeGroupId: 'timegrp00001' },
      { _id: 'subgrp000003', name: 'Dishes', timeGroupId: 'timegrp00002' },
    ],
    stamps: [
      { _id: 'stamp0000001', subGroupId: 'subgrp000001', startTime: minutesAgo(90), endTime: minutesAgo(60) },
      { _id: 'stamp0000002', subGroupId: 'subgrp000002', startTime: minutesAgo(50), endTime: minutesAgo(40) },
      { _id: 'stamp0000003', subGroupId: 'subgrp000002', startTime: minutesAgo(30), endTime: minutesAgo(20) },
      { _id: 'stamp0000004', subGroupId: 'subgrp000003', startTime: minutesAgo(5), endTime: null },
    ],
  });
});

async function renderHome() {
  const app = await loadApp('/', server);
  const toasts = recordToasts(app.toastActor);
  renderApp(app);
  const section = await screen.findByRole('region', { name: t('heading') });
  return { app, toasts, section, user: userEvent.setup() };
}

describe('Home: the time tracker', () => {
  it("shows every goal's progress, named by its group or sub group", async () => {
    server.routes['GET /goal'] = () =>
      ok([
        { _id: 'goal00000001', timeGroupId: 'timegrp00001', period: 'week', comparison: 'atLeast', targetMs: 7_200_000, progress: { from: '2026-11-23', to: '2026-11-29', doneMs: 3_000_000, met: false } },
        { _id: 'goal00000002', timeGroupId: 'timegrp00002', subGroupId: 'subgrp000003', period: 'day', comparison: 'atMost', targetMs: 1_800_000, progress: { from: '2026-11-23', to: '2026-11-23', doneMs: 300_000, met: true } },
      ]);
    const { section } = await renderHome();
    const goals = within(section).getByRole('region', { name: en('time.views.group.goals') });
    expect(within(goals).getByRole('heading', { level: 3 })).toBeVisible();
    expect(within(goals).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label')?.split(':')[0])).toEqual(['Work', 'Dishes (Home)']);
    expect(within(goals).getByText('00:50:00 of 02:00:00')).toBeVisible();
  });


  it('shows the running stamp with a ticking clock, today and the quick starts, with the page title', async () => {
    const { section } = await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Home · /));
    const running = within(section).getByRole('region', { name: t('activeHeading') });
    expect(within(running).getByRole('link', { name: t('openStamp', { name: 'Dishes' }) })).toHaveAttribute('href', '/time-stamp/stamp0000004');
    const clock = within(running).getByRole('timer');
    expect(clock.textContent).toMatch(/^00:0[45]:\d\d$/);
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2500 });

    const quick = within(section).getByRole('region', { name: t('quickHeading') });
    // By use: Email (2 stamps) before Writing (1); Dishes runs, so it is not offered.
    expect(within(quick).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      t('start', { name: 'Email (Work)' }),
      t('start', { name: 'Writing (Work)' }),
    ]);
    const today = within(section).getByRole('region', { name: t('todayHeading') });
    expect(within(today).getByText('Work').nextElementSibling).toHaveTextContent('00:50:00');
    // Home's total grows with its running stamp (issue 24 item 11); Work's has none running.
    const homeTotal = within(today).getByText('Home').nextElementSibling!;
    const before = homeTotal.textContent;
    await waitFor(() => expect(homeTotal.textContent).not.toBe(before), { timeout: 2500 });
    expect(within(today).getByText('Work').nextElementSibling).toHaveTextContent('00:50:00');
  });

  it('stops a stamp with one tap, at the moment of the tap', async () => {
    const { section, user } = await renderHome();
    const tapped = Date.now();
    await user.click(within(section).getByRole('button', { name: t('stop', { name: 'Dishes' }) }));
    expect(await within(section).findByText(t('noneActive'))).toBeVisible();
    const sent = (await server.calls('PUT /time-stamp')).map((call) => call.body as { endTime: string });
    expect(sent).toEqual([{ timeStampId: 'stamp0000004', ended: true, endTime: expect.any(String), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    expect(Date.parse(sent[0]!.endTime)).toBeGreaterThanOrEqual(tapped);
    expect(store.stamps.find((stamp) => stamp._id === 'stamp0000004')?.endTime).toBe(sent[0]!.endTime);
  });

  it('starts the most used sub group with one tap, and it runs', async () => {
    const { section, user } = await renderHome();
    await user.click(within(section).getByRole('button', { name: t('start', { name: 'Email (Work)' }) }));
    expect(await within(section).findByRole('button', { name: t('stop', { name: 'Email' }) })).toBeVisible();
    expect(store.stamps.filter((stamp) => stamp.endTime === null).map((stamp) => stamp.subGroupId).sort()).toEqual(['subgrp000002', 'subgrp000003']);
  });

  it('stamps out with S and in with a digit, but not while typing in a field', async () => {
    const { section, user } = await renderHome();
    await user.click(within(section).getByRole('combobox', { name: t('subGroupLabel') }));
    await user.keyboard('s1');
    expect(within(section).getByRole('combobox', { name: t('subGroupLabel') })).toHaveValue('s1');
    expect(await server.calls('PUT /time-stamp')).toEqual([]);
    expect(await server.calls('POST /time-stamp')).toEqual([]);

    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('s');
    expect(await within(section).findByText(t('noneActive'))).toBeVisible();
    await user.keyboard('1');
    expect(await within(section).findByRole('button', { name: t('stop', { name: 'Email' }) })).toBeVisible();
    // The keys are shown on the buttons they press.
    expect(within(section).getByRole('button', { name: t('stop', { name: 'Email' }) })).toHaveAttribute('aria-keyshortcuts', 'S');
  });

  it('turns the one-key shortcuts off and remembers it (WCAG 2.1.4)', async () => {
    const { section, user } = await renderHome();
    await user.click(within(section).getByRole('switch', { name: t('shortcutsSwitch') }));
    expect(localStorage.getItem('lifelog.homeShortcuts')).toBe('off');
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('s');
    await user.keyboard('1');
    expect(await server.calls('PUT /time-stamp')).toEqual([]);
    expect(await server.calls('POST /time-stamp')).toEqual([]);
    // The buttons no longer claim keys that do nothing.
    expect(within(section).getByRole('button', { name: t('stop', { name: 'Dishes' }) })).not.toHaveAttribute('aria-keyshortcuts');
    await user.click(within(section).getByRole('switch', { name: t('shortcutsSwitch') }));
    expect(localStorage.getItem('lifelog.homeShortcuts')).toBeNull();
  });

  it('stamps in from the form by names, adding the new group first', async () => {
    const { section, user, toasts } = await renderHome();
    await user.type(within(section).getByRole('combobox', { name: t('groupLabel') }), 'Study');
    await user.type(within(section).getByRole('combobox', { name: t('subGroupLabel') }), 'Reading{Enter}');
    expect(await within(section).findByRole('button', { name: t('stop', { name: 'Reading' }) })).toBeVisible();
    const studyId = store.groups.find((group) => group.name === 'Study')?._id;
    expect((await server.calls('POST /time-stamp')).map((call) => call.body)).toEqual([
      expect.objectContaining({ name: 'Reading', timeGroupId: studyId }),
    ]);
    expect(toasts).toContain(en('time.queries.timeGroupAdded'));
    expect(within(section).getByRole('combobox', { name: t('groupLabel') })).toHaveValue('');
  });

  it("says 'Name and time group is required' when a name is missing, and sends nothing", async () => {
    const { section, user } = await renderHome();
    await user.type(within(section).getByRole('combobox', { name: t('groupLabel') }), 'Work{Enter}');
    expect(within(section).getByRole('alert')).toHaveTextContent('Name and time group is required');
    expect(await server.calls('POST /time-stamp')).toEqual([]);
  });

  it('tells a new user how to start', async () => {
    store.groups.length = 0;
    store.subGroups.length = 0;
    store.stamps.length = 0;
    const { section } = await renderHome();
    expect(within(section).getByText(t('empty'))).toBeVisible();
    expect(within(section).queryByRole('region', { name: t('activeHeading') })).toBeNull();
  });

  it("says 'Failed getting time groups' with a way to try again", async () => {
    const working = server.routes['GET /time-group']!;
    server.routes['GET /time-group'] = () => refused(500, 'INTERNAL', 'boom');
    const { section, user } = await renderHome();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed getting time groups');
    server.routes['GET /time-group'] = working;
    await user.click(within(section).getByRole('button', { name: t('retry') }));
    expect(await within(section).findByRole('region', { name: t('activeHeading') })).toBeVisible();
  });
});
