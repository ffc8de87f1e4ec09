// Proves counting offline (issue 25): every tap shows at once and the counter is marked "Not sent
// yet"; the taps on one counter wait as ONE change with their sum ("Coffee +3"), in the outbox
// from the first tap on (nothing held elsewhere that leaving the page could lose), and the change
// is sent when the network returns, where the mark goes away.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectOutbox } from '../../../../machines/outboxMachine';
import type { TestApp } from '../../router/router.testUtils';
import { fakeCounter, fakeCounterGroup } from './fakeServer.testing';
import { bodies, countersServer, openApp } from './routes.testing';
import { goOffline } from '../../testing/network';

const counterNamed = (name: string) => screen.getByRole('group', { name });
const valueOf = (name: string) => within(counterNamed(name)).getByText(/^-?[\d,]+$/, { selector: '[data-value]' }).textContent;

function seeded() {
  const home = fakeCounterGroup('Home');
  const coffee = fakeCounter('Coffee', home);
  const pushUps = fakeCounter('Push-ups', home, { step: 10 });
  return { coffee, pushUps, fake: countersServer({ groups: [home], counters: [coffee, pushUps], events: [] }) };
}

/** What the outbox list would say about the changes waiting to be sent. */
async function waitingLabels(app: TestApp) {
  const { outbox } = await app.serverData.load();
  return selectOutbox(outbox!.actor.getSnapshot()).pending.map((change) => change.label);
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('counting offline', () => {
  it('keeps the taps on one counter as one change with their sum, marked until it is sent', async () => {
    const { coffee, pushUps, fake } = seeded();
    const { app, server } = await openApp('/counter-groups', fake);
    await screen.findByRole('button', { name: 'Add 1 to Coffee' });
    const goOnline = goOffline();

    tap('Add 1 to Coffee');
    expect(valueOf('Coffee')).toBe('1');
    expect(await waitingLabels(app)).toEqual([{ id: 'counters.outbox.count', values: { name: 'Coffee', delta: '+1' } }]);
    await waitFor(() => expect(counterNamed('Coffee')).toHaveAccessibleDescription('Not sent yet'));
    expect(counterNamed('Push-ups')).not.toHaveAccessibleDescription();
    tap('Add 1 to Coffee');
    tap('Add 1 to Coffee');
    tap('Take 10 from Push-ups');
    expect(valueOf('Coffee')).toBe('3');
    expect(valueOf('Push-ups')).toBe('-10');
    expect(await waitingLabels(app)).toEqual([
      { id: 'counters.outbox.count', values: { name: 'Coffee', delta: '+3' } },
      { id: 'counters.outbox.count', values: { name: 'Push-ups', delta: '-10' } },
    ]);
    expect(await server.calls('POST /counter-event')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    expect(await bodies(server, 'POST /counter-event')).toEqual([
      { counterId: coffee._id, delta: 3 },
      { counterId: pushUps._id, delta: -10 },
    ]);
    expect(valueOf('Coffee')).toBe('3');
    expect(valueOf('Push-ups')).toBe('-10');
  });

  it('taps that cancel out wait as two changes (a change of 0 does not exist), and they add up right', async () => {
    const { coffee, fake } = seeded();
    const { app, server } = await openApp('/counter-groups', fake);
    await screen.findByRole('button', { name: 'Add 1 to Coffee' });
    const goOnline = goOffline();

    tap('Add 1 to Coffee');
    tap('Take 1 from Coffee');
    tap('Add 1 to Coffee');
    expect(valueOf('Coffee')).toBe('1');
    expect(await waitingLabels(app)).toEqual([
      { id: 'counters.outbox.count', values: { name: 'Coffee', delta: '-1' } },
      { id: 'counters.outbox.count', values: { name: 'Coffee', delta: '+2' } },
    ]);
    goOnline();
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    expect(await bodies(server, 'POST /counter-event')).toEqual([
      { counterId: coffee._id, delta: -1 },
      { counterId: coffee._id, delta: 2 },
    ]);
  });
});
