// Proves /counter-groups as a route of the app against the fake counters server, on a fixed
// clock: the groups with their counters counted on the user's today in their zone; the empty
// page; groups and counters added, renamed, edited and deleted (after asking); a tap and the
// + and − keys on a focused counter, shown at once and reconciled with the server, announced
// politely; Undo of the change just made; a failed tap taken back; the history opened (a table
// beside the chart) per day and per week; the CSV of the changes; and a failed load with Try again.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { refused } from '../../testing/fakeServer';
import { fakeCounter, fakeCounterEvents, fakeCounterGroup } from './fakeServer.testing';
import { bodies, countersServer, fixClock, localAt, openApp, queries, testToday } from './routes.testing';

const counterNamed = (name: string) => screen.getByRole('group', { name });
const valueOf = (name: string) => within(counterNamed(name)).getByText(/^-?[\d,]+$/, { selector: '[data-value]' }).textContent;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function seeded() {
  const health = fakeCounterGroup('Health');
  const home = fakeCounterGroup('Home');
  const water = fakeCounter('Water', health, { goal: 8, goalPeriod: 'day' });
  const pushUps = fakeCounter('Push-ups', health, { step: 10, goal: 100, goalPeriod: 'week' });
  const coffee = fakeCounter('Coffee', home);
  const events = [
    ...fakeCounterEvents(water, [
      { delta: 1, at: localAt(-1, 9) },
      { delta: 1, at: localAt(0, 8) },
      { delta: 1, at: localAt(0, 10) },
    ]),
    ...fakeCounterEvents(pushUps, [
      { delta: 10, at: localAt(-3, 7) },
      { delta: 20, at: localAt(0, 7) },
    ]),
  ];
  return { health, home, water, pushUps, coffee, seed: { groups: [health, home], counters: [water, pushUps, coffee], events } };
}

describe('/counter-groups', () => {
  it("shows each group's counters with their values and goals, counted on the user's today in their zone", async () => {
    fixClock();
    const { seed } = seeded();
    const fake = countersServer(seed);
    await openApp('/counter-groups', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Counters' })).toBeVisible();
    expect(document.title).toBe('Counters · Lifelog');
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Health', 'Home']);
    const health = screen.getByRole('list', { name: 'Counters in Health' });
    expect(within(health).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Water', 'Push-ups']);
    expect(valueOf('Water')).toBe('3');
    expect(within(counterNamed('Water')).getByText('2 of 8 today')).toBeVisible();
    expect(valueOf('Push-ups')).toBe('30');
    expect(within(counterNamed('Push-ups')).getByText('30 of 100 this week')).toBeVisible();
    expect(within(counterNamed('Push-ups')).getByText('Step 10')).toBeVisible();
    expect(within(counterNamed('Coffee')).getByText('0 today · 0 this week')).toBeVisible();
    expect(within(counterNamed('Push-ups')).getByRole('button', { name: 'Add 10 to Push-ups' })).toBeVisible();
    // Each read (the loader's, and a refetch on a slow machine) asks for the user's today in their zone.
    const asked = await queries(fake.server, 'GET /counter-group');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((query) => query.date === testToday && query.timeZone === zone && Object.keys(query).length === 2)).toBe(true);
  });

  it('explains counters to a new user and adds a group', async () => {
    const fake = countersServer();
    const { toasts, user } = await openApp('/counter-groups', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Start counting' })).toBeVisible();
    expect(screen.getByText(/A counter keeps a running count/)).toBeVisible();
    await user.type(screen.getByLabelText('New counter group'), '  Health {Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Health' })).toBeVisible();
    expect(screen.getByText('No counters in Health yet. Add one: a name is enough, a goal is up to you.')).toBeVisible();
    expect(await bodies(fake.server, 'POST /counter-group')).toEqual([{ name: 'Health' }]);
    expect(toasts).toContain('Added counter group');
  });

  it('renames a group, and deletes one after saying how many counters go with it', async () => {
    const { seed, health } = seeded();
    const fake = countersServer(seed);
    const { toasts, user } = await openApp('/counter-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Rename Home' }));
    const field = screen.getByLabelText('New name for Home');
    await user.clear(field);
    await user.type(field, 'Kitchen{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kitchen' })).toBeVisible();
    expect(toasts).toContain('Updated counter group');

    await user.click(screen.getByRole('button', { name: 'Delete Health' }));
    expect(screen.getByText('Delete Health? Its 2 counters and every change of them go with it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Health' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Health' })).toBeNull());
    expect(await queries(fake.server, 'DELETE /counter-group')).toEqual([{ counterGroupId: health._id }]);
    expect(fake.store.counters.map((counter) => counter.name)).toEqual(['Coffee']);
    expect(toasts).toContain('Deleted counter group');
  });

  it('adds a counter with a weekly goal, edits it to have none, and deletes it after asking', async () => {
    const { seed, home } = seeded();
    const fake = countersServer(seed);
    const { toasts, user } = await openApp('/counter-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Add counter to Home' }));
    const form = screen.getByRole('form', { name: 'New counter in Home' });
    await user.click(within(form).getByRole('button', { name: 'Add counter' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Give the counter a name');
    await user.type(within(form).getByLabelText('Name'), 'Runs');
    await user.clear(within(form).getByLabelText('Step'));
    await user.type(within(form).getByLabelText('Step'), '5');
    await user.type(within(form).getByLabelText('Goal (optional)'), '15');
    await user.click(within(form).getByRole('radio', { name: 'Each week (from Monday)' }));
    await user.click(within(form).getByRole('button', { name: 'Add counter' }));
    expect(await within(await screen.findByRole('group', { name: 'Runs' })).findByText('0 of 15 this week')).toBeVisible();
    expect(await bodies(fake.server, 'POST /counter')).toEqual([{ name: 'Runs', counterGroupId: home._id, step: 5, goal: 15, goalPeriod: 'week' }]);
    expect(toasts).toContain('Added counter');

    await user.click(within(counterNamed('Runs')).getByRole('button', { name: 'Edit Runs' }));
    const edit = screen.getByRole('form', { name: 'Edit Runs' });
    await user.clear(within(edit).getByLabelText('Goal (optional)'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(counterNamed('Runs')).findByText('0 today · 0 this week')).toBeVisible();
    const runs = fake.store.counters.find((counter) => counter.name === 'Runs')!;
    expect(await bodies(fake.server, 'PUT /counter')).toEqual([{ counterId: runs._id, name: 'Runs', step: 5, goal: null }]);

    await user.click(within(counterNamed('Runs')).getByRole('button', { name: 'Delete Runs' }));
    expect(screen.getByText('Delete Runs? Its value and every change it holds go with it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Runs' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Runs' })).toBeNull());
    expect(await queries(fake.server, 'DELETE /counter')).toEqual([{ counterId: runs._id }]);
    expect(toasts).toContain('Deleted counter');
  });

  it('counts a tap at once, then as the server answered, and says the new value politely', async () => {
    fixClock();
    const { seed, water } = seeded();
    const fake = countersServer(seed);
    const { user } = await openApp('/counter-groups', fake);
    const counting = fake.server.routes['POST /counter-event']!;
    let answer: () => void = () => undefined;
    fake.server.routes['POST /counter-event'] = (request, body) => new Promise((resolve) => (answer = () => resolve(counting(request, body))));
    await user.click(await screen.findByRole('button', { name: 'Add 1 to Water' }));
    // Shown before the server answered.
    await waitFor(() => expect(valueOf('Water')).toBe('4'));
    expect(within(counterNamed('Water')).getByText('3 of 8 today')).toBeVisible();
    expect(within(counterNamed('Water')).getByRole('status')).toHaveTextContent('Water: 4');
    expect(fake.store.counters.find((counter) => counter._id === water._id)!.value).toBe(3);
    await act(async () => answer());
    await waitFor(() => expect(fake.store.counters.find((counter) => counter._id === water._id)!.value).toBe(4));
    expect(valueOf('Water')).toBe('4');
    expect(await bodies(fake.server, 'POST /counter-event')).toEqual([{ counterId: water._id, direction: 'up' }]);
  });

  it('counts with the + and − keys (and = and the number pad) only while the counter itself has focus', async () => {
    const { seed, water } = seeded();
    const fake = countersServer(seed);
    const { user } = await openApp('/counter-groups', fake);
    const counter = await screen.findByRole('group', { name: 'Water' });
    counter.focus();
    await user.keyboard('+');
    await user.keyboard('=');
    fireEvent.keyDown(counter, { key: '+', code: 'NumpadAdd' });
    await user.keyboard('-');
    fireEvent.keyDown(counter, { key: '-', code: 'NumpadSubtract' });
    await waitFor(() => expect(fake.store.counters.find((each) => each._id === water._id)!.value).toBe(4));
    expect(valueOf('Water')).toBe('4');
    expect((await bodies(fake.server, 'POST /counter-event')).map((body) => (body as { direction: string }).direction)).toEqual(['up', 'up', 'up', 'down', 'down']);

    // A key pressed on one of the counter's buttons is not a count.
    within(counter).getByRole('button', { name: 'History of Water' }).focus();
    await user.keyboard('+');
    await user.click(within(counter).getByRole('button', { name: 'Edit Water' }));
    await user.type(screen.getByRole('form', { name: 'Edit Water' }).querySelector('input')!, '+-');
    expect(await bodies(fake.server, 'POST /counter-event')).toHaveLength(5);
  });

  it('undoes the change just made, exactly that change', async () => {
    fixClock();
    const { seed, pushUps } = seeded();
    const fake = countersServer(seed);
    const { toasts, user } = await openApp('/counter-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Take 10 from Push-ups' }));
    const undo = await within(counterNamed('Push-ups')).findByRole('button', { name: 'Undo -10 on Push-ups' });
    await waitFor(() => expect(undo).toBeEnabled());
    expect(valueOf('Push-ups')).toBe('20');
    const made = fake.store.events.at(-1)!;
    expect(made).toMatchObject({ counterId: pushUps._id, delta: -10, valueAfter: 20 });
    await user.click(undo);
    await waitFor(() => expect(valueOf('Push-ups')).toBe('30'));
    expect(within(counterNamed('Push-ups')).getByText('30 of 100 this week')).toBeVisible();
    expect(await queries(fake.server, 'DELETE /counter-event')).toEqual([{ counterEventId: made._id }]);
    expect(fake.store.events).not.toContain(made);
    expect(within(counterNamed('Push-ups')).queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(counterNamed('Push-ups')).toHaveFocus();
    expect(toasts).toContain('Undid the last change');
  });

  it('takes a refused tap back off and says so', async () => {
    fixClock();
    const { seed } = seeded();
    const fake = countersServer(seed);
    fake.server.routes['POST /counter-event'] = () => refused(409, 'COUNTER_VALUE_OUT_OF_RANGE');
    const { toasts, user } = await openApp('/counter-groups', fake);
    await user.click(await screen.findByRole('button', { name: 'Add 1 to Water' }));
    await waitFor(() => expect(toasts).toContain('A counter stays between −1,000,000,000 and 1,000,000,000'));
    expect(valueOf('Water')).toBe('3');
    expect(within(counterNamed('Water')).getByText('2 of 8 today')).toBeVisible();
    expect(within(counterNamed('Water')).queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('opens the history with a table of its numbers beside the chart, per day and per week', async () => {
    fixClock();
    const { seed, water } = seeded();
    const fake = countersServer(seed);
    const { user } = await openApp('/counter-groups', fake);
    const toggle = await within(counterNamed('Water')).findByRole('button', { name: 'History of Water' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = await screen.findByRole('region', { name: 'History of Water' });
    const table = await within(history).findByRole('table', { name: 'Changes of Water per period' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.slice(-2).map((row) => row.textContent)).toEqual(['Nov 25, 20261', 'Nov 26, 20262']);
    expect(within(history).getByText('Changed by 3 over the last 30 days; the most on one day: 2.')).toBeVisible();
    // Recharts comes in its own chunk, on first opening.
    await waitFor(() => expect(history.querySelector('[data-chart]')).not.toBeNull(), { timeout: 10_000 });
    expect(await queries(fake.server, 'GET /counter-history')).toEqual([{ counterId: water._id, by: 'day', from: '2026-10-28', to: testToday, timeZone: zone }]);

    await user.click(within(history).getByRole('button', { name: 'Per week' }));
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(13));
    expect(within(history).getAllByRole('row').slice(-2).map((row) => row.textContent)).toEqual(['Week of Nov 16, 20260', 'Week of Nov 23, 20263']);
    expect(within(history).getByRole('button', { name: 'Per week' })).toHaveAttribute('aria-pressed', 'true');
    expect((await queries(fake.server, 'GET /counter-history'))[1]).toEqual({ counterId: water._id, by: 'week', from: '2026-09-10', to: testToday, timeZone: zone });

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'History of Water' })).toBeNull();
  });

  it("exports a counter's changes as <name>-events.csv, oldest first", async () => {
    const { seed, water } = seeded();
    const fake = countersServer(seed);
    const { user } = await openApp('/counter-groups', fake);
    const files: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:csv'));
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await user.click(await screen.findByRole('button', { name: 'Export CSV of the changes of Water' }));
      await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
      expect(names).toEqual(['Water-events.csv']);
      const local = (iso: string) => {
        const at = new Date(iso);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
      };
      const events = fake.store.events.filter((event) => event.counterId === water._id);
      expect(Papa.parse(await files[0]!.text()).data).toEqual([
        ['Time (UTC, ISO 8601)', 'Local time', 'Change', 'Value after'],
        ...events.map((event) => [event.at, local(event.at), String(event.delta), String(event.valueAfter)]),
      ]);
      expect(events.map((event) => event.valueAfter)).toEqual([1, 2, 3]);
      expect(await queries(fake.server, 'GET /counter-event')).toEqual([{ counterId: water._id, pageNumber: '1' }]);
    } finally {
      clicks.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('says the counters could not be fetched, and shows them on Try again', async () => {
    const { seed } = seeded();
    const fake = countersServer(seed);
    const working = fake.server.routes['GET /counter-group']!;
    fake.server.routes['GET /counter-group'] = () => refused(500, 'INTERNAL', 'boom');
    const { toasts, user } = await openApp('/counter-groups', fake);
    const failure = await screen.findByText('Your counters could not be fetched.');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(toasts).toContain('Could not get the counters');
    fake.server.routes['GET /counter-group'] = working;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Health' })).toBeVisible();
    expect(screen.queryByText('Your counters could not be fetched.')).toBeNull();
  });
});
