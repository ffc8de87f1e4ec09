// Proves the shell's outbox line and list (issue 25): nothing while every change is on the server;
// "2 changes wait" with the list behind "Show the list", saying why they wait (offline); a change
// the server refused opens the list by itself under "Needs your attention" with what was tried and
// why it was refused (the client's words for the code); "Apply anyway" sends it again (the forcing
// request), "Discard" asks first and then forgets it; in Swedish too.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxChange, OutboxLists, OutboxRequest } from '../../../../machines/outboxMachine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { OutboxContext } from '../../outbox/OutboxContext';
import { startOutbox, type Outbox, type QueuedChange } from '../../outbox/outboxRuntime';
import type { OutboxStore } from '../../outbox/outboxStore';
import type { LanguageCode } from '../../../domain/preferences';
import { OutboxStatus } from './OutboxStatus';

function memoryStore(): OutboxStore {
  let changes: OutboxChange[] = [];
  return {
    load: async (): Promise<OutboxLists> => ({ queue: changes.filter((c) => !c.refusal), attention: changes.filter((c) => c.refusal) }),
    put: async (change) => {
      const at = changes.findIndex((stored) => stored.id === change.id);
      changes = at === -1 ? [...changes, change] : changes.with(at, change);
    },
    forget: async (_userId, id) => {
      changes = changes.filter((stored) => stored.id !== id);
    },
  };
}

/** An outbox for "ann", offline until `goOnline`; the server answers each request with the next of `answers` (else 200). */
function offlineOutbox() {
  const network = { online: false, listeners: new Set<(online: boolean) => void>() };
  const sent: { request: OutboxRequest; key: string }[] = [];
  const answers: Response[] = [];
  let ids = 0;
  const outbox = startOutbox({
    store: memoryStore(),
    send: async (request, headers) => {
      sent.push({ request, key: headers['Idempotency-Key']! });
      return answers.shift() ?? new Response(JSON.stringify({ status: true }), { status: 200 });
    },
    watchUser: (onUser) => (onUser('ann'), () => {}),
    refreshArea: () => {},
    announceRefusal: () => {},
    browser: {
      isOnline: () => network.online,
      watchNetwork: (onChange) => (network.listeners.add(onChange), () => network.listeners.delete(onChange)),
      newId: () => `key-${++ids}`,
      now: () => new Date(),
    },
  });
  const goOnline = () => act(() => {
    network.online = true;
    network.listeners.forEach((listener) => listener(true));
  });
  return { outbox, sent, answers, goOnline };
}

let running: Outbox | null = null;
afterEach(() => running?.stop());

function renderStatus(outbox: Outbox, language: LanguageCode = 1) {
  running = outbox;
  render(
    <I18nProvider initialLanguage={language}>
      <OutboxContext.Provider value={outbox}>
        <OutboxStatus />
      </OutboxContext.Provider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

// Labels from the app's catalogues: the areas' own outbox labels work the same way.
const updatedItem: QueuedChange = {
  area: 'shopping',
  label: { id: 'shopping.toasts.itemUpdated' },
  request: { method: 'PUT', path: '/shopping-item', body: { shoppingItemId: 'milk00000001', checked: true } },
};
const stop: QueuedChange = {
  area: 'time',
  label: { id: 'time.stamp.updated' },
  request: { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', ended: true, endTime: '2026-11-28T07:12:00.000Z' } },
  forcedRequest: { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', endTime: '2026-11-28T07:12:00.000Z' } },
};

const refusal = (status: number, code: string) =>
  new Response(JSON.stringify({ status: false, error: { code, message: `server says ${code}` } }), { status });

describe('OutboxStatus', () => {
  it('shows nothing while every change is on the server', () => {
    renderStatus(offlineOutbox().outbox);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts the changes waiting offline and lists them, oldest first, with why they wait', async () => {
    const { outbox } = offlineOutbox();
    const user = renderStatus(outbox);
    act(() => void outbox.queue(updatedItem));
    act(() => void outbox.queue(stop));
    expect(await screen.findByRole('status')).toHaveTextContent('2 changes wait');
    await user.click(screen.getByRole('button', { name: 'Show the list' }));
    const panel = screen.getByRole('region', { name: 'Changes on this device' });
    expect(within(panel).getByText('Offline: they are sent when the connection is back.')).toBeVisible();
    const waiting = within(panel).getByRole('list', { name: 'Waiting to be sent' });
    expect(within(waiting).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Updated item', 'Updated time-stamp']);
    expect(within(waiting).getAllByText(/^Made \d\d:\d\d$/)).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the list' })).toHaveFocus();
  });

  it('opens the list on a refusal, says why, and Apply anyway sends the forcing request under a new key', async () => {
    const { outbox, sent, answers, goOnline } = offlineOutbox();
    renderStatus(outbox);
    act(() => void outbox.queue(stop));
    answers.push(refusal(409, 'ALREADY_ACTIVE'));
    await goOnline();
    const attention = await screen.findByRole('list', { name: 'Needs your attention' });
    expect(screen.getByRole('status')).toHaveTextContent('1 change waits');
    expect(screen.getByRole('status')).toHaveTextContent('1 needs your attention');
    expect(within(attention).getByText('Updated time-stamp')).toBeVisible();
    expect(within(attention).getByText(/^Refused: /)).not.toHaveTextContent('server says');

    await userEvent.click(within(attention).getByRole('button', { name: 'Apply anyway' }));
    await screen.findByText('Every change is saved on the server.');
    expect(sent.map(({ request, key }) => [request.body, key])).toEqual([
      [stop.request.body, 'key-1'],
      [stop.forcedRequest!.body, 'key-2'],
    ]);
  });

  it('Discard asks first, then forgets the refused change; a code it has no words for shows the server’s message', async () => {
    const { outbox, sent, answers, goOnline } = offlineOutbox();
    const user = renderStatus(outbox);
    act(() => void outbox.queue(updatedItem));
    answers.push(refusal(404, 'SOMETHING_NEW'));
    await goOnline();
    const attention = await screen.findByRole('list', { name: 'Needs your attention' });
    expect(within(attention).getByText('Refused: server says SOMETHING_NEW')).toBeVisible();

    await user.click(within(attention).getByRole('button', { name: 'Discard' }));
    expect(within(attention).getByText('Discard this change? It is not saved anywhere else.')).toBeVisible();
    await user.click(within(attention).getByRole('button', { name: 'Keep it' }));
    expect(within(attention).getByRole('button', { name: 'Apply anyway' })).toBeVisible();

    await user.click(within(attention).getByRole('button', { name: 'Discard' }));
    await user.click(within(attention).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Every change is saved on the server.')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it('speaks Swedish', async () => {
    const { outbox } = offlineOutbox();
    const user = renderStatus(outbox, 2);
    act(() => void outbox.queue(updatedItem));
    expect(await screen.findByRole('status')).toHaveTextContent('1 ändring väntar');
    await user.click(screen.getByRole('button', { name: 'Visa listan' }));
    expect(screen.getByRole('region', { name: 'Ändringar på den här enheten' })).toBeVisible();
    expect(screen.getByText('Offline: de skickas när anslutningen är tillbaka.')).toBeVisible();
  });
});
