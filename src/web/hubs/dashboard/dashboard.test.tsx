// Proves the dashboard by date (/dashboard/:date?/:view?, spec §2) on the real app (router,
// loaders, query cache, shell) against a fake server: the date redirect still holds; the day
// changes by its links, the date picker, ← and → (not while typing) and a sideways swipe, each a
// navigation to the day's URL that keeps /all; the notes card shows the journal's note or writes
// it, and the date's other notes; the time card the day's time per group and its stamps; 'View
// all' shows every item; an empty day and a failed load say so with a way on; and a section of an
// area without a card is left out.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp, renderApp, seedSession, type TestApp } from '../../router/router.testUtils';
import { localIsoDate } from '../../router/localDate';
import { en } from '../../testing/catalogue';
import { installFakeDashboardServer, type FakeDashboard } from '../../testing/fakeDashboardServer';
import { createFakeServer, ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeNote, fakeNotesCollection, fakeQuestion, installFakeNotesServer, type FakeNotesStore } from '../../features/notes/fakeServer.testing';
import { installFakeTimeServer, type FakeTimeStore } from '../../features/time/fakeServer.testing';
import { testUser } from '../../testing/testUser';

const t = (key: string, values: Record<string, string | number> = {}) =>
  en(key).replace(/\{(\w+)(, plural, one \{# ([^}]*)\} other \{# ([^}]*)\})?\}/g, (_, name: string, plural?: string, one?: string, other?: string) =>
    plural ? `${values[name]} ${values[name] === 1 ? one : other}` : String(values[name] ?? ''),
  );
const day = '2026-11-23';
/** A local time on `day` as the API's UTC ISO string, so the test holds in any zone. */
const at = (hours: number, minutes = 0, date = day) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, dayOfMonth, hours, minutes).toISOString();
};

let server: FakeServer;
let notes: FakeNotesStore;
let time: FakeTimeStore;
let dashboard: FakeDashboard;
const diary = fakeNotesCollection('Diary', {
  questions: [fakeQuestion('Mood', { type: 'scale', displayInList: true }), fakeQuestion('Slept well', { type: 'yesNo', displayInList: true })],
  options: { displayInList: true, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false },
});
const reading = fakeNotesCollection('Reading log');

beforeEach(() => {
  seedSession('access');
  server = createFakeServer({ user: testUser() });
  server.account!.preferences.journalGroup = diary._id;
  const journalNote = fakeNote(day, diary, { effectiveDate: day });
  journalNote.answers = journalNote.answers.map((answer) => ({ ...answer, value: answer.type === 'scale' ? 7 : true }));
  notes = installFakeNotesServer(server, {
    collections: [diary, reading],
    notes: [
      journalNote,
      fakeNote('Dune', reading, { effectiveDate: day }),
      fakeNote('Kept after a clean-up', null, { effectiveDate: day }),
      fakeNote('Another day', reading, { effectiveDate: '2026-11-22' }),
    ],
  });
  time = installFakeTimeServer(server, {
    groups: [
      { _id: 'timegrp00001', name: 'Work' },
      { _id: 'timegrp00002', name: 'Home' },
    ],
    subGroups: [
      { _id: 'subgrp000001', name: 'Writing', timeGroupId: 'timegrp00001' },
      { _id: 'subgrp000002', name: 'Dishes', timeGroupId: 'timegrp00002' },
    ],
    stamps: [
      { _id: 'stamp0000001', subGroupId: 'subgrp000001', startTime: at(9), endTime: at(11, 30) },
      { _id: 'stamp0000002', subGroupId: 'subgrp000002', startTime: at(18), endTime: at(18, 45) },
    ],
  });
  dashboard = installFakeDashboardServer(server, { notes, time });
});

afterEach(() => vi.unstubAllGlobals());

async function renderDashboard(path: string) {
  const app = await loadApp(path, server);
  renderApp(app);
  await screen.findByRole('heading', { level: 1 });
  return { app, user: userEvent.setup() };
}

const location = (app: TestApp) => app.router.state.location.pathname;
const card = (name: string) => screen.getByRole('region', { name });

describe('the dashboard by date', () => {
  it('goes from /dashboard to today, named as today', async () => {
    const { app } = await renderDashboard('/dashboard');
    const today = localIsoDate();
    expect(location(app)).toBe(`/dashboard/${today}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Today, /);
    // No way "back to today" from today itself.
    expect(screen.queryByRole('link', { name: t('dashboard.screen.today') })).toBeNull();
    expect((await server.calls('GET /dashboard')).map(({ request }) => new URL(request.url).searchParams.get('date'))).toContain(today);
  });

  it("asks for the date's sections in the browser's time zone", async () => {
    await renderDashboard(`/dashboard/${day}`);
    const [call] = await server.calls('GET /dashboard');
    expect(Object.fromEntries(new URL(call!.request.url).searchParams)).toEqual({ date: day, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it("shows the journal's note with its answers, the day's other notes, and the day's time", async () => {
    await renderDashboard(`/dashboard/${day}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nov 23, 2026');

    const notesCard = card(t('notes.dashboard.heading'));
    const journal = within(notesCard).getByRole('region', { name: t('notes.dashboard.journalHeading', { name: 'Diary' }) });
    const journalNote = notes.notes.find((note) => note.notesCollectionId === diary._id)!;
    expect(within(journal).getByRole('link', { name: day })).toHaveAttribute('href', `/note/${journalNote._id}`);
    expect(within(journal).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mood 7/10', 'Slept well Yes'].map((text) => expect.stringContaining(text.split(' ')[0]!)));
    const others = within(notesCard).getByRole('region', { name: t('notes.dashboard.otherNotesHeading') });
    expect(within(others).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', `/note/${notes.notes[1]!._id}`);
    expect(within(others).getByText('Reading log')).toBeVisible();
    expect(within(others).getByRole('link', { name: 'Kept after a clean-up' }).parentElement).toHaveTextContent(t('notes.dashboard.outsideCollection'));
    expect(within(notesCard).queryByRole('link', { name: 'Another day' })).toBeNull();

    const timeCard = card(t('time.dashboard.heading'));
    expect(within(timeCard).getByText(t('time.dashboard.total')).nextElementSibling).toHaveTextContent('03:15:00');
    const groups = within(timeCard).getByRole('region', { name: t('time.dashboard.groupsHeading') });
    expect(within(groups).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Work02:30:00', 'Home00:45:00']);
    expect(within(groups).getByRole('link', { name: 'Work' })).toHaveAttribute('href', '/time-group/timegrp00001');
    const stamps = within(timeCard).getByRole('region', { name: t('time.dashboard.stampsHeading') });
    expect(within(stamps).getByRole('link', { name: 'Writing, 09:00:00–11:30:00' })).toHaveAttribute('href', '/time-stamp/stamp0000001');
    expect(within(stamps).getByRole('link', { name: 'Dishes, 18:00:00–18:45:00' })).toHaveAttribute('href', '/time-stamp/stamp0000002');
    expect(within(stamps).getAllByRole('link', { name: 'Home' })[0]).toHaveAttribute('href', '/time-group/timegrp00002');
    // Everything fits the summary: no 'View all'.
    expect(screen.queryByRole('link', { name: t('dashboard.screen.viewAll') })).toBeNull();
  });

  it("shows the goals' progress on the dashboard's date in the time card", async () => {
    server.routes['GET /goal'] = (request: Request) => {
      const asked = new URL(request.url).searchParams.get('date');
      return ok([
        { _id: 'goal00000001', timeGroupId: 'timegrp00001', period: 'day', comparison: 'atLeast', targetMs: 3_600_000, progress: { from: asked, to: asked, doneMs: 9_000_000, met: true } },
      ]);
    };
    await renderDashboard(`/dashboard/${day}`);
    const goals = await within(card(t('time.dashboard.heading'))).findByRole('region', { name: t('time.views.group.goals') });
    expect(within(goals).getByRole('progressbar', { name: /^Work: / })).toBeVisible();
    expect(within(goals).getByText(t('time.views.group.goalMet'))).toBeVisible();
    expect((await server.calls('GET /goal')).some((call) => new URL(call.request.url).searchParams.get('date') === day)).toBe(true);
  });

  it('says a stamp that runs is running', async () => {
    time.stamps.push({ _id: 'stamp0000003', subGroupId: 'subgrp000001', startTime: at(20), endTime: null });
    await renderDashboard(`/dashboard/${day}`);
    expect(within(card(t('time.dashboard.heading'))).getByRole('link', { name: `Writing, 20:00:00–${t('time.dashboard.running')}` })).toBeVisible();
  });

  it('changes the day by its links, each a URL of its own', async () => {
    const { app, user } = await renderDashboard(`/dashboard/${day}`);
    const days = screen.getByRole('navigation', { name: t('dashboard.screen.days') });
    await user.click(within(days).getByRole('link', { name: t('dashboard.screen.previousDay') }));
    await waitFor(() => expect(location(app)).toBe('/dashboard/2026-11-22'));
    expect(await within(card(t('notes.dashboard.heading'))).findByRole('link', { name: 'Another day' })).toBeVisible();
    await user.click(within(days).getByRole('link', { name: t('dashboard.screen.nextDay') }));
    await user.click(within(days).getByRole('link', { name: t('dashboard.screen.nextDay') }));
    await waitFor(() => expect(location(app)).toBe('/dashboard/2026-11-24'));
    await user.click(within(days).getByRole('link', { name: t('dashboard.screen.today') }));
    await waitFor(() => expect(location(app)).toBe(`/dashboard/${localIsoDate()}`));
    app.router.history.back();
    await waitFor(() => expect(location(app)).toBe('/dashboard/2026-11-24'));
  });

  it('changes the day with ← and →, but not while typing in a field', async () => {
    const { app, user } = await renderDashboard(`/dashboard/${day}/all`);
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(location(app)).toBe('/dashboard/2026-11-22/all'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(location(app)).toBe('/dashboard/2026-11-24/all'));
    // Alt+← is the browser's Back.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    const picker = screen.getByLabelText(t('dashboard.screen.pickDate'));
    picker.focus();
    await user.keyboard('{ArrowLeft}');
    expect(location(app)).toBe('/dashboard/2026-11-24/all');
    expect(screen.getByRole('link', { name: t('dashboard.screen.previousDay') })).toHaveAttribute('aria-keyshortcuts', 'ArrowLeft');
  });

  it('goes to the day chosen in the date picker, once the date is whole', async () => {
    const { app } = await renderDashboard(`/dashboard/${day}`);
    const picker = screen.getByLabelText(t('dashboard.screen.pickDate'));
    expect(picker).toHaveValue(day);
    fireEvent.change(picker, { target: { value: '0002-03-14' } });
    expect(location(app)).toBe(`/dashboard/${day}`);
    fireEvent.change(picker, { target: { value: '2025-03-14' } });
    await waitFor(() => expect(location(app)).toBe('/dashboard/2025-03-14'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mar 14, 2025' })).toBeVisible();
  });

  it("shows a few of each card's items, and every item under 'View all'", async () => {
    notes.notes.push(...['Alpha', 'Beta', 'Gamma'].map((name) => fakeNote(name, reading, { effectiveDate: day })));
    time.groups.push({ _id: 'timegrp00003', name: 'Study' }, { _id: 'timegrp00004', name: 'Sport' });
    time.subGroups.push({ _id: 'subgrp000003', name: 'Maths', timeGroupId: 'timegrp00003' }, { _id: 'subgrp000004', name: 'Run', timeGroupId: 'timegrp00004' });
    time.stamps.push(
      { _id: 'stamp0000003', subGroupId: 'subgrp000003', startTime: at(12), endTime: at(12, 20) },
      { _id: 'stamp0000004', subGroupId: 'subgrp000004', startTime: at(7), endTime: at(7, 10) },
    );
    const { app, user } = await renderDashboard(`/dashboard/${day}`);
    const notesCard = card(t('notes.dashboard.heading'));
    const others = within(notesCard).getByRole('region', { name: t('notes.dashboard.otherNotesHeading') });
    expect(within(others).getAllByRole('link', { name: /^(?!View all)/ })).toHaveLength(3);
    expect(others).toHaveTextContent(t('notes.dashboard.more', { count: 2 }));
    const timeCard = card(t('time.dashboard.heading'));
    const groups = within(timeCard).getByRole('region', { name: t('time.dashboard.groupsHeading') });
    expect(within(groups).getAllByRole('listitem')).toHaveLength(3);
    const stamps = within(timeCard).getByRole('region', { name: t('time.dashboard.stampsHeading') });
    // The latest three, earliest first.
    expect(within(stamps).getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual(['Writing', 'Maths', 'Dishes']);
    expect(stamps).toHaveTextContent(t('time.dashboard.moreStamps', { count: 1 }));

    await user.click(within(others).getByRole('link', { name: t('dashboard.screen.viewAll') }));
    await waitFor(() => expect(location(app)).toBe(`/dashboard/${day}/all`));
    expect(within(card(t('notes.dashboard.heading'))).getAllByRole('link', { name: /^(Dune|Kept after a clean-up|Alpha|Beta|Gamma)$/ })).toHaveLength(5);
    expect(within(card(t('time.dashboard.heading'))).getByRole('region', { name: t('time.dashboard.groupsHeading') }).querySelectorAll('li')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: t('dashboard.screen.viewAll') })).toBeNull();

    await user.click(screen.getByRole('link', { name: t('dashboard.screen.backToSummary') }));
    await waitFor(() => expect(location(app)).toBe(`/dashboard/${day}`));
  });

  it('treats any view but all as the summary', async () => {
    notes.notes.push(...['Alpha', 'Beta', 'Gamma'].map((name) => fakeNote(name, reading, { effectiveDate: day })));
    await renderDashboard(`/dashboard/${day}/week`);
    expect(within(card(t('notes.dashboard.heading'))).getByRole('link', { name: t('dashboard.screen.viewAll') })).toHaveAttribute('href', `/dashboard/${day}/all`);
    expect(screen.queryByRole('link', { name: t('dashboard.screen.backToSummary') })).toBeNull();
  });

  it("writes the journal: opens the date's note, made on demand, and goes to it", async () => {
    const otherDay = '2026-11-20';
    const { app, user } = await renderDashboard(`/dashboard/${otherDay}`);
    const journal = within(card(t('notes.dashboard.heading'))).getByRole('region', { name: t('notes.dashboard.journalHeading', { name: 'Diary' }) });
    // The date is written out, with its year unless it is this year's.
    await user.click(within(journal).getByRole('button', { name: /^Write the journal for Nov 20, 2026\b/ }));
    await waitFor(() => expect(location(app)).toMatch(/^\/note\//));
    const made = notes.notes.find((note) => note.notesCollectionId === diary._id && note.effectiveDate === otherDay);
    expect(location(app)).toBe(`/note/${made!._id}`);
    expect((await server.calls('POST /journal-note')).map((call) => call.body)).toEqual([{ notesCollectionId: diary._id, effectiveDate: otherDay }]);
  });

  it('tells a user without a journal how to choose one', async () => {
    delete server.account!.preferences.journalGroup;
    await renderDashboard(`/dashboard/${day}`);
    const notesCard = card(t('notes.dashboard.heading'));
    expect(within(notesCard).getByText(t('notes.dashboard.noJournal'), { exact: false })).toBeVisible();
    expect(within(notesCard).getByRole('link', { name: t('notes.dashboard.chooseJournal') })).toHaveAttribute('href', '/notes-collections');
    expect(within(notesCard).getByRole('region', { name: t('notes.dashboard.notesHeading') })).toBeVisible();
    expect(within(notesCard).queryByRole('button')).toBeNull();
  });

  it('says when nothing happened on a day, with the ways to add something', async () => {
    delete server.account!.preferences.journalGroup;
    const { user, app } = await renderDashboard('/dashboard/2026-01-02');
    const empty = screen.getByRole('region', { name: t('dashboard.screen.empty') });
    expect(within(empty).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Notes', '/notes-collections'],
      ['Time Tracker', '/time-groups'],
      ['Shopping List', '/shopping-lists'],
      ['Storage', '/storage-groups'],
      ['Counter', '/counter-groups'],
    ]);
    await user.click(screen.getByRole('link', { name: t('dashboard.screen.nextDay') }));
    await waitFor(() => expect(location(app)).toBe('/dashboard/2026-01-03'));
  });

  it("shows the default shopping list's open items, the same on every date", async () => {
    const item = (n: number, name: string) => ({ _id: `shopitem000${n}`, shoppingListId: 'shop00000001', name, quantity: null, unit: null, note: '', checked: false, checkedAt: null, position: n, createdAt: '2026-01-01T00:00:00.000Z' });
    dashboard.extraSections = () => [{ area: 'shopping', shoppingListId: 'shop00000001', name: 'Groceries', openItems: [item(1, 'Milk'), item(2, 'Bread'), item(3, 'Eggs'), item(4, 'Basil')], openCount: 4 }];
    await renderDashboard(`/dashboard/${day}`);
    const card = screen.getByRole('region', { name: 'Shopping list: Groceries' });
    expect(within(card).getAllByRole('listitem').map((each) => each.textContent)).toEqual(['Milk', 'Bread', 'Eggs']);
    expect(within(card).getByText('1 more item')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/shopping-list/shop00000001');
  });

  it('leaves out a section of an area that has no card', async () => {
    dashboard.extraSections = () => [{ area: 'drinks', drinks: [{ _id: 'drink0000001', name: 'Negroni' }] }];
    await renderDashboard(`/dashboard/${day}`);
    expect(screen.getByRole('region', { name: t('notes.dashboard.heading') })).toBeVisible();
    expect(screen.getByRole('region', { name: t('time.dashboard.heading') })).toBeVisible();
    expect(screen.queryByText('Negroni')).toBeNull();
  });

  it('counts a day with only sections of areas without a card as empty', async () => {
    delete server.account!.preferences.journalGroup;
    dashboard.extraSections = () => [{ area: 'drinks', drinks: [{ _id: 'drink0000001', name: 'Negroni' }] }];
    await renderDashboard('/dashboard/2026-01-02');
    expect(screen.getByRole('region', { name: t('dashboard.screen.empty') })).toBeVisible();
    expect(screen.queryByText('Negroni')).toBeNull();
  });

  it('says the day could not be loaded, and loads it on Try again', async () => {
    const working = server.routes['GET /dashboard']!;
    server.routes['GET /dashboard'] = () => refused(500, 'INTERNAL', 'boom');
    const { user } = await renderDashboard(`/dashboard/${day}`);
    const failure = await screen.findByText(t('dashboard.screen.loadFailed'));
    expect(failure).toHaveAttribute('role', 'alert');
    // The day can still be changed.
    expect(screen.getByRole('link', { name: t('dashboard.screen.nextDay') })).toBeVisible();
    server.routes['GET /dashboard'] = working;
    await user.click(within(failure.parentElement!).getByRole('button', { name: t('dashboard.screen.retry') }));
    expect(await screen.findByRole('region', { name: t('notes.dashboard.heading') })).toBeVisible();
    expect(screen.queryByText(t('dashboard.screen.loadFailed'))).toBeNull();
  });
});

describe('swiping the day on a phone', () => {
  function touch(type: 'touchstart' | 'touchend', x: number, y: number, target: EventTarget) {
    const event = new Event(type, { bubbles: true });
    const points = [{ clientX: x, clientY: y }];
    Object.defineProperty(event, type === 'touchstart' ? 'touches' : 'changedTouches', { value: points });
    if (type === 'touchstart') Object.defineProperty(event, 'changedTouches', { value: points });
    else Object.defineProperty(event, 'touches', { value: [] });
    act(() => {
      target.dispatchEvent(event);
    });
  }
  const swipe = (from: [number, number], to: [number, number], target: EventTarget) => {
    touch('touchstart', ...from, target);
    touch('touchend', ...to, target);
  };

  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 640px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('turns to the next day on a swipe left and the previous on a swipe right, without opening the sidebar', async () => {
    const { app } = await renderDashboard(`/dashboard/${day}`);
    const sidebarButton = await within(screen.getByRole('banner')).findByRole('button', { name: 'Sidebar' });
    // The shell opens the drawer on a swipe right and closes it after any navigation, so a
    // swipe both would take shows as the drawer opening for a moment: every state is recorded.
    const drawerStates: Array<string | null> = [];
    const observer = new MutationObserver((changes) => drawerStates.push(...changes.map((change) => change.oldValue)));
    observer.observe(sidebarButton, { attributes: true, attributeFilter: ['aria-expanded'], attributeOldValue: true });
    swipe([300, 300], [100, 310], screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(location(app)).toBe('/dashboard/2026-11-24'));
    swipe([100, 300], [300, 290], screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(location(app)).toBe(`/dashboard/${day}`));
    drawerStates.push(...observer.takeRecords().map((change) => change.oldValue));
    observer.disconnect();
    expect(drawerStates).not.toContain('true');
    expect(sidebarButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves a swipe right from the left edge to the sidebar', async () => {
    const { app } = await renderDashboard(`/dashboard/${day}`);
    const sidebarButton = await within(screen.getByRole('banner')).findByRole('button', { name: 'Sidebar' });
    swipe([10, 300], [220, 300], screen.getByRole('heading', { level: 1 }));
    expect(sidebarButton).toHaveAttribute('aria-expanded', 'true');
    expect(location(app)).toBe(`/dashboard/${day}`);
  });

  it('leaves a swipe that starts in the date field alone', async () => {
    const { app } = await renderDashboard(`/dashboard/${day}`);
    swipe([300, 300], [100, 300], screen.getByLabelText(t('dashboard.screen.pickDate')));
    expect(location(app)).toBe(`/dashboard/${day}`);
  });
});

