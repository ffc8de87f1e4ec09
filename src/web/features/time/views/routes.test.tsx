// Proves the time tracker's views as routes of the app (their loaders, lazy screens and texts,
// the signed-in user's preferences) against the fake server: /time-groups opens the saved view;
// the list keeps and orders groups by spec §2 for the saved filter and mode, which a change saves;
// a failed load says 'Failed getting time groups' with a way out; empty lists say how to start;
// a tab saves `timeView`; the timeline shows the chosen day's stamps clipped at midnight; the
// graph's table sets this week beside the last; calculate totals a chosen range and groups and
// downloads them as CSV; one group's page shows its sub groups' time and its goals.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeGroup, TimeStamp } from '../../../../contract/types';
import { dayText } from '../../../i18n/dateText';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { localSession } from '../../../session/localSession';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { installFakeTimeViews, type FakeViewsData } from './fakeViews.testing';
import { storeSession } from '../../../testing/storedSession';
import { testUser } from '../../../testing/testUser';
import { localDate } from '../queries';
import { filterRanges, shiftDays, weekOf } from './dates';

// The shell has its own tests; here it is a bare frame around the route.
vi.mock('../../../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));
// jsdom lays nothing out; Recharts' container only needs to be told its (zero) size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const H = 3_600_000;
const userPath = 'PUT /auth/user/user00000001';
const today = localDate();

function group(id: string, name: string, overrides: Partial<TimeGroup> = {}): TimeGroup {
  return { _id: id, name, today: 0, yesterDay: 0, currentWeek: 0, lastWeek: 0, currentMonth: 0, lastMonth: 0, total: 0, usage: 0, tags: [], activeStamp: null, ...overrides };
}

const work = { _id: 'tagwork00001', title: 'Work' };
const groups = [
  group('grpcoding001', 'Coding', { usage: 5, today: 2 * H, yesterDay: H, currentWeek: 10 * H, lastWeek: 8 * H, total: 100 * H, tags: [work] }),
  group('grpreading01', 'Reading', { usage: 9, today: H / 2, currentWeek: H, total: 20 * H }),
  group('grpmeeting01', 'Meetings', { usage: 2, currentWeek: 3 * H, total: 30 * H, tags: [work] }),
  group('grpgym000001', 'Gym', { usage: 1, activeStamp: { startTime: new Date(Date.now() - 60_000).toISOString(), timeStampId: 'stamp0000001' } }),
];

let server: FakeServer;
let data: FakeViewsData;

function serve(preferences: Partial<ReturnType<typeof testUser>['preferences']> = {}) {
  const user = testUser({ preferences: { ...testUser().preferences, ...preferences } });
  storeSession(user);
  server = createFakeServer({ user });
  data = installFakeTimeViews(server, { groups: structuredClone(groups) });
}

async function open(path: string) {
  const app = await loadApp(path, server);
  renderApp(app);
  return { app, user: userEvent.setup() };
}

const savedPreferences = async () => (await server.calls(userPath)).map((call) => (call.body as { preferences: unknown }).preferences);
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  localSession.clear();
  seedSession('access');
  serve();
});

describe('/time-groups', () => {
  it('opens the list by default, and the saved view otherwise', async () => {
    const first = await open('/time-groups');
    await waitFor(() => expect(first.app.router.state.location.pathname).toBe('/time-groups/list'));
    first.app.stop();
    serve({ timeView: 'timeline' });
    const second = await open('/time-groups');
    await waitFor(() => expect(second.app.router.state.location.pathname).toBe('/time-groups/time'));
  });
});

describe('/time-groups/list', () => {
  it("keeps today's groups and the running one, most used first, with yesterday beside today", async () => {
    await open('/time-groups/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Time groups' })).toBeVisible();
    expect(document.title).toMatch(/^Time groups/);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Today', 'Yesterday', 'Running']);
    expect(rowNames()).toEqual(['Reading', 'Coding', 'Gym']);
    const coding = screen.getByRole('row', { name: /Coding/ });
    expect(within(coding).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['02:00:00', '01:00:00', '']);
    expect(within(coding).getByRole('link', { name: 'Coding' })).toHaveAttribute('href', '/time-group/grpcoding001');
    expect(within(screen.getByRole('row', { name: /Gym/ })).getByRole('timer')).toHaveTextContent(/^00:0[01]:\d\d$/);
  });

  it("shows every goal's progress below the list, named by its group or sub group", async () => {
    data.groups[0]!.subGroups = [{ _id: 'subdeep00001', name: 'Deep work', timeGroupId: 'grpcoding001', usage: 4, activeStamp: null }];
    data.goals = [
      { _id: 'goal00000001', timeGroupId: 'grpreading01', period: 'week', comparison: 'atLeast', targetMs: 2 * H, progress: { from: today, to: today, doneMs: H, met: false } },
      {
        _id: 'goal00000002',
        timeGroupId: 'grpcoding001',
        subGroupId: 'subdeep00001',
        period: 'day',
        comparison: 'atMost',
        targetMs: 4 * H,
        progress: { from: today, to: today, doneMs: 2 * H, met: true },
      },
    ];
    await open('/time-groups/list');
    const goals = await screen.findByRole('region', { name: 'Goals' });
    expect(within(goals).getByRole('progressbar', { name: /^Reading: 02:00:00 or more a week, 01:00:00 of 02:00:00/ })).toBeVisible();
    expect(within(goals).getByRole('progressbar', { name: /^Deep work \(Coding\): At most 04:00:00 a day, 02:00:00 of 04:00:00/ })).toBeVisible();
    expect(within(goals).getAllByText(/^(Met|Not met)$/).map((each) => each.textContent)).toEqual(['Not met', 'Met']);
  });

  it('switches to the week, shows last week beside it and saves the filter', async () => {
    const { user } = await open('/time-groups/list');
    await user.click(await screen.findByRole('radio', { name: 'Week' }));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'This week', 'Last week', 'Running']);
    expect(rowNames()).toEqual(['Reading', 'Coding', 'Meetings', 'Gym']);
    await waitFor(async () => expect(await savedPreferences()).toEqual([{ timeFilter: 'week' }]));
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
  });

  it('sums the tagged groups per tag in tags mode and saves the mode', async () => {
    const { user } = await open('/time-groups/list');
    await user.click(await screen.findByRole('radio', { name: 'Tags' }));
    expect(rowNames()).toEqual(['Work2 groups']);
    expect(within(screen.getByRole('row', { name: /Work/ })).getAllByRole('cell')[0]).toHaveTextContent('02:00:00');
    await waitFor(async () => expect(await savedPreferences()).toEqual([{ timeSorting: 'tags' }]));
  });

  it('starts from the saved filter and mode', async () => {
    serve({ timeFilter: 'total', timeSorting: 'tags' });
    await open('/time-groups/list');
    expect(await screen.findByRole('radio', { name: 'Total' })).toBeChecked();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'All time', 'Running']);
    expect(within(screen.getByRole('row', { name: /Work/ })).getAllByRole('cell')[0]).toHaveTextContent('130:00:00');
  });

  it('puts the saved filter back when it cannot be saved', async () => {
    server.routes[userPath] = () => refused(500, 'INTERNAL', 'Oops');
    const { user } = await open('/time-groups/list');
    await user.click(await screen.findByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked());
  });

  it("says 'Failed getting time groups' with a way to try again and a way home", async () => {
    const answer = server.routes['GET /time-group']!;
    server.routes['GET /time-group'] = () => refused(500, 'INTERNAL', 'Oops');
    const { user } = await open('/time-groups/list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed getting time groups');
    expect(within(alert).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    server.routes['GET /time-group'] = answer;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Coding/ })).toBeVisible();
  });

  it('says how to start when nothing was tracked', async () => {
    data.groups = [];
    await open('/time-groups/list');
    expect(await screen.findByText(/Nothing tracked in this period yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Time tracker admin' })).toHaveAttribute('href', '/time-tracker/admin');
  });

  it('saves the view chosen with a tab, and opens it', async () => {
    const { user, app } = await open('/time-groups/list');
    const tabs = within(await screen.findByRole('navigation', { name: 'Time tracker views' }));
    expect(tabs.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
    await user.click(tabs.getByRole('link', { name: 'Graph' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/time-groups/graph'));
    await waitFor(async () => expect(await savedPreferences()).toEqual([{ timeView: 'graph' }]));
    await user.click(screen.getByRole('link', { name: 'Calculate' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/time-groups/calculate'));
    expect(await savedPreferences()).toHaveLength(1); // calculate is not a saved view
  });

  it('shows the list in Swedish', async () => {
    localStorage.setItem('lifelog.language', '2');
    await open('/time-groups/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidsgrupper' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'I går' })).toBeVisible();
  });
});

describe('/time-groups/time', () => {
  const stamp = (id: string, start: string, end: string | null): TimeStamp => ({
    _id: id,
    name: 'Deep work',
    subGroupId: 'subdeep00001',
    timeGroupId: 'grpcoding001',
    startTime: start,
    endTime: end,
    date: start.slice(0, 10),
    ended: end !== null,
    durationInMs: 0,
  });

  it("draws the chosen day's stamps, one across midnight clipped to the day, each a link to the stamp", async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBeTruthy();
    // Local 22:00 the day before to 01:30 on the day, and 09:00 to 10:00 on the day.
    const local = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
    data.stamps = [stamp('stampnight01', local('2026-11-22', '22:00:00'), local('2026-11-23', '01:30:00')), stamp('stampmorn001', local('2026-11-23', '09:00:00'), local('2026-11-23', '10:00:00'))];
    const { user, app } = await open('/time-groups/time?date=2026-11-23');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    const day = screen.getByRole('list', { name: 'Stamps on 2026-11-23, midnight to midnight' });
    const links = within(day).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/time-stamp/stampnight01', '/time-stamp/stampmorn001']);
    expect(links[0]).toHaveAccessibleName('Deep work (Coding): 2026-11-22 22:00:00 to 2026-11-23 01:30:00, 01:30:00');
    expect(links[0]).toHaveStyle({ left: '0.000%' });
    expect(screen.getByText('Tracked this day: 02:30:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ date: '2026-11-22' }));
    expect(await screen.findByText('Tracked this day: 02:00:00')).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-22');
  });

  it('says how to start on a day without stamps', async () => {
    await open('/time-groups/time');
    expect(await screen.findByText('No stamps on this day. Stamp in from Home to see them here.')).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue(today);
  });
});

describe('/time-groups/graph', () => {
  it("sets each group's time this week beside last week's, per day", async () => {
    const week = weekOf(today);
    const entry = (date: string, timeGroupId: string, groupName: string, ms: number) => ({ date, timeGroupId, groupName, subGroupId: `${timeGroupId}s`, subGroupName: 'Sub', ms });
    data.days = [
      entry(week.from, 'grpcoding001', 'Coding', 2 * H),
      entry(shiftDays(week.from, -7), 'grpcoding001', 'Coding', H),
      entry(shiftDays(week.from, -3), 'grpreading01', 'Reading', 4 * H),
      entry(shiftDays(week.from, -30), 'grpreading01', 'Reading', 5 * H), // outside both weeks
    ];
    await open('/time-groups/graph');
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    const table = screen.getByRole('table', { name: 'Time per group: this span and the one before' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Reading00:00:0004:00:00', 'Coding02:00:0001:00:00']);
    expect((await server.calls('GET /time-total')).map((call) => new URL(call.request.url).searchParams.get('by'))).toEqual(['day']);
  });

  it('says how to start when nothing was tracked', async () => {
    await open('/time-groups/graph?by=week');
    expect(await screen.findByText(/Nothing tracked in these weeks/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
  });
});

describe('/time-groups/calculate', () => {
  beforeEach(() => {
    data.days = [
      { date: '2026-10-05', timeGroupId: 'grpcoding001', groupName: 'Coding', subGroupId: 's1', subGroupName: 'Deep', ms: 90 * 60_000 },
      { date: '2026-10-20', timeGroupId: 'grpcoding001', groupName: 'Coding', subGroupId: 's1', subGroupName: 'Deep', ms: 45 * 60_000 },
      { date: '2026-10-10', timeGroupId: 'grpreading01', groupName: 'Reading', subGroupId: 's2', subGroupName: 'Books', ms: 30 * 60_000 },
      { date: '2026-11-01', timeGroupId: 'grpreading01', groupName: 'Reading', subGroupId: 's2', subGroupName: 'Books', ms: 99 * H },
    ];
  });

  it('totals a range for the chosen groups in hours:minutes and decimal hours, and downloads them as CSV', async () => {
    const { user, app } = await open('/time-groups/calculate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculate' })).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveValue(filterRanges('month', today).current.from);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await user.click(screen.getByRole('checkbox', { name: 'Meetings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gym' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ from: '2026-10-01', to: '2026-10-31', ids: ['grpcoding001', 'grpreading01'] }));
    const table = await screen.findByRole('table', { name: 'Time from Oct 1, 2026 to Oct 31, 2026' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameHours:minutesDecimal hours',
      'Coding2:152.25',
      'Reading0:300.50',
      'Total2:452.75',
    ]);

    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:csv'));
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('time-2026-10-01-2026-10-31.csv');
    });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(Papa.parse(await files[0]!.text()).data).toEqual([
      ['Name', 'From', 'To', 'Hours:minutes', 'Decimal hours'],
      ['Coding', '2026-10-01', '2026-10-31', '2:15', '2.25'],
      ['Reading', '2026-10-01', '2026-10-31', '0:30', '0.50'],
      ['Total', '2026-10-01', '2026-10-31', '2:45', '2.75'],
    ]);
    clicks.mockRestore();
  });

  it('refuses a reversed range and an empty choice without asking the server', async () => {
    const { user } = await open('/time-groups/calculate?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByRole('table', { name: 'Time from Oct 1, 2026 to Oct 31, 2026' })).toBeVisible();
    const asked = (await server.calls('GET /time-total')).length;
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one.');
    expect(await server.calls('GET /time-total')).toHaveLength(asked);
  });
});

describe('/time-group/:groupId', () => {
  beforeEach(() => {
    data.groups[0]!.subGroups = [
      { _id: 'subdeep00001', name: 'Deep work', timeGroupId: 'grpcoding001', usage: 4, activeStamp: null },
      { _id: 'subreview001', name: 'Review', timeGroupId: 'grpcoding001', usage: 1, activeStamp: null },
    ];
    data.days = [
      { date: today, timeGroupId: 'grpcoding001', groupName: 'Coding', subGroupId: 'subdeep00001', subGroupName: 'Deep work', ms: 2 * H },
      { date: shiftDays(today, -1), timeGroupId: 'grpcoding001', groupName: 'Coding', subGroupId: 'subdeep00001', subGroupName: 'Deep work', ms: H },
    ];
    data.goals = [
      {
        _id: 'goal00000001',
        timeGroupId: 'grpcoding001',
        period: 'day',
        comparison: 'atLeast',
        targetMs: 4 * H,
        progress: { from: today, to: today, doneMs: 2 * H, met: false },
      },
    ];
  });

  it("shows the group's totals, every sub group with today and yesterday, and its goals' progress", async () => {
    await open('/time-group/grpcoding001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coding' })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Views of this group' })).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('row', { name: /Deep work/ })).toHaveTextContent('Deep work02:00:0001:00:00');
    expect(screen.getByRole('row', { name: /Review/ })).toHaveTextContent('Review00:00:0000:00:00');
    expect(screen.getByRole('link', { name: 'Deep work' })).toHaveAttribute('href', '/sub-group/subdeep00001');
    const goals = screen.getByRole('region', { name: 'Goals' });
    expect(within(goals).getByText('04:00:00 or more a day')).toBeVisible();
    expect(within(goals).getByText('02:00:00 of 04:00:00')).toBeVisible();
    expect(within(goals).getByText('Not met')).toBeVisible();
  });

  it('lists only the sub groups with time by spec §2 on its list view', async () => {
    await open('/time-group/list/grpcoding001');
    expect(await screen.findByRole('row', { name: /Deep work/ })).toBeVisible();
    expect(screen.queryByRole('row', { name: /Review/ })).toBeNull();
  });

  it('says so when the group does not exist', async () => {
    await open('/time-group/grpnothere01');
    expect(await screen.findByText('This time group does not exist, or it was deleted.')).toBeVisible();
  });

  it.each(['graph', 'calculate'])('says so on its %s view too, at once, for a missing or malformed id', async (view) => {
    await open(`/time-group/${view}/doesnotexist1`);
    expect(await screen.findByText('This time group does not exist, or it was deleted.')).toBeVisible();
  });

  it("graphs the group's sub groups and totals them in calculate", async () => {
    const { user } = await open('/time-group/graph/grpcoding001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coding' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Time per group: this span and the one before' });
    expect(within(table).getByRole('rowheader', { name: 'Deep work' })).toBeVisible();
    expect((await server.calls('GET /time-total')).some((call) => new URL(call.request.url).searchParams.get('timeGroupId') === 'grpcoding001')).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Calculate' }));
    expect(await screen.findByRole('group', { name: 'Sub groups' })).toBeVisible();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), shiftDays(today, -1));
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), today);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = await screen.findByRole('table', { name: `Time from ${dayText(createIntl({ locale: 'en' }), shiftDays(today, -1))} to ${dayText(createIntl({ locale: 'en' }), today)}` });
    expect(within(result).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameHours:minutesDecimal hours',
      'Deep work3:003.00',
      'Review0:000.00',
      'Total3:003.00',
    ]);
  });
});
