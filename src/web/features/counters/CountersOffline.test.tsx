// Proves counting offline (issue 25): every tap shows at once and the counter is marked "Not sent
// yet"; quick taps on one counter (no pause of 600 ms) wait as ONE change with their sum
// ("Coffee +3"), leaving the page sends the held sum at once, and the change is sent when the
// network returns, where the mark goes away. The pauses run on fake timers.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { selectOutbox } from '../../../../machines/outboxMachine';
import type { TestApp } from '../../router/router.testUtils';
import { fakeCounter, fakeCounterGroup } from './fakeServer.testing';
import { bodies, countersServer, openApp } from './routes.testing';

const counterNamed = (name: string) => screen.getByRole('group', { name });
const valueOf = (name: string) => within(counterNamed(name)).getByText(/^-?[\d,]+$/, { selector: '[data-value]' }).textContent;

function seeded() {
  const home = fakeCounterGroup('Home');
  const coffee = fakeCounter('Coffee', home);
  const pushUps = fakeCounter('Push-ups', home, { step: 10 });
  return { coffee, pushUps, fake: countersServer({ groups: [home], counters: [coffee, pushUps], events: [] }) };
}

/** The browser loses its network; returns how to get it back. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onTestFinished(() => onLine.mockRestore());
  act(() => void window.dispatchEvent(new Event('offline')));
  return () =>
    act(() => {
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
}

/** What the outbox list would say about the changes waiting to be sent. */
async function waitingLabels(app: TestApp) {
  const { outbox } = await app.serverData.load();
  return selectOutbox(outbox!.actor.getSnapshot()).pending.map((change) => change.label);
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('counting offline', () => {
  it('sends quick taps on one counter as one change with their sum, marked until it is sent', async () => {
    const { coffee, pushUps, fake } = seeded();
    const { app, server } = await openApp('/counter-groups', fake);
    await screen.findByRole('button', { name: 'Add 1 to Coffee' });
    const goOnline = goOffline();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());

    tap('Add 1 to Coffee');
    expect(valueOf('Coffee')).toBe('1');
    expect(counterNamed('Coffee')).toHaveAccessibleDescription('Not sent yet');
    expect(counterNamed('Push-ups')).not.toHaveAccessibleDescription();
    await pause(599);
    tap('Add 1 to Coffee');
    await pause(599);
    tap('Add 1 to Coffee');
    tap('Take 10 from Push-ups');
    expect(valueOf('Coffee')).toBe('3');
    expect(valueOf('Push-ups')).toBe('-10');
    // Still within the pause: nothing waits in the outbox yet.
    expect(await waitingLabels(app)).toEqual([]);
    await pause(600);
    expect(await waitingLabels(app)).toEqual([
      { id: 'counters.outbox.count', values: { name: 'Coffee', delta: '+3' } },
      { id: 'counters.outbox.count', values: { name: 'Push-ups', delta: '-10' } },
    ]);
    expect(counterNamed('Coffee')).toHaveAccessibleDescription('Not sent yet');
    expect(await server.calls('POST /counter-event')).toHaveLength(0);

    vi.useRealTimers();
    goOnline();
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    expect(await bodies(server, 'POST /counter-event')).toEqual([
      { counterId: coffee._id, delta: 3 },
      { counterId: pushUps._id, delta: -10 },
    ]);
    expect(valueOf('Coffee')).toBe('3');
    expect(valueOf('Push-ups')).toBe('-10');
  });

  it('sends nothing for taps that cancel out, and the held sum at once when the page is left', async () => {
    const { coffee, fake } = seeded();
    const { app } = await openApp('/counter-groups', fake);
    await screen.findByRole('button', { name: 'Add 1 to Coffee' });
    goOffline();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());

    tap('Add 1 to Coffee');
    tap('Take 1 from Coffee');
    await pause(600);
    expect(await waitingLabels(app)).toEqual([]);
    expect(valueOf('Coffee')).toBe('0');

    tap('Add 1 to Coffee');
    tap('Add 1 to Coffee');
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    expect(await waitingLabels(app)).toEqual([{ id: 'counters.outbox.count', values: { name: 'Coffee', delta: '+2' } }]);
    const { outbox } = await app.serverData.load();
    expect(outbox!.actor.getSnapshot().context.queue[0]!.request.body).toEqual({ counterId: coffee._id, delta: 2 });
  });
});
