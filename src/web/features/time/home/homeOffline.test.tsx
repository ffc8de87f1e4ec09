// Proves Home's stamps work offline (issue 25): stamping in and out queue in the outbox, show at
// once (running from the tap, or gone from "Running now") marked "Not sent yet", and are sent with
// the moment of the tap when the network returns, the mark then gone; a stop of a stamp stopped
// elsewhere meanwhile waits in "Needs your attention", and "Apply anyway" sets that end; a stamp
// started and stopped offline lands started and stopped at the taps.
// The outbox keeps its changes in IndexedDB; each test starts with an empty one.
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectOutbox } from '../../../../../machines/outboxMachine';
import { en } from '../../../testing/catalogue';
import { bodies, openApp, areaServer } from '../../../testing/openAreaApp';
import { installFakeTimeServer, type FakeTimeStore } from '../fakeServer.testing';
import type { FakeServer } from '../../../testing/fakeServer';

const t = (key: string, values: Record<string, string> = {}) => en(`time.home.${key}`).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const notSent = en('shell.outbox.pendingMark');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let seeded: { server: FakeServer; store: FakeTimeStore };
let online: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  seeded = areaServer(installFakeTimeServer, {
    groups: [{ _id: 'timegrp00001', name: 'Work' }],
    subGroups: [
      { _id: 'subgrp000001', name: 'Writing', timeGroupId: 'timegrp00001' },
      { _id: 'subgrp000002', name: 'Email', timeGroupId: 'timegrp00001' },
    ],
    stamps: [
      { _id: 'stamp0000001', subGroupId: 'subgrp000001', startTime: minutesAgo(90), endTime: minutesAgo(60) },
      { _id: 'stamp0000002', subGroupId: 'subgrp000002', startTime: minutesAgo(5), endTime: null },
    ],
  });
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  localStorage.clear();
});

const goOffline = () =>
  act(() => {
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  });

async function openHome() {
  const opened = await openApp('/', seeded);
  const section = await screen.findByRole('region', { name: t('heading') });
  const running = () => within(section).getByRole('region', { name: t('activeHeading') });
  const outbox = async () => selectOutbox((await opened.app.serverData.load()).outbox!.actor.getSnapshot());
  return { ...opened, section, running, outbox };
}

describe('Home offline', () => {
  it('stamps in offline: it runs at once, marked not sent, and lands with the moment of the tap', async () => {
    const { section, running, server, store, user } = await openHome();
    goOffline();
    const tapped = Date.now();
    await user.click(within(section).getByRole('button', { name: t('start', { name: 'Writing (Work)' }) }));

    const stop = await within(running()).findByRole('button', { name: t('stop', { name: 'Writing' }) });
    expect(document.getElementById(stop.getAttribute('aria-describedby')!)).toHaveTextContent(notSent);
    expect(within(running()).getByText(notSent)).toBeVisible();
    expect(await server.calls('POST /time-stamp')).toEqual([]);

    goOnline();
    await waitFor(() => expect(within(running()).queryByText(notSent)).toBeNull());
    const [sent] = (await bodies(server, 'POST /time-stamp')) as Array<{ startTime: string }>;
    expect(Date.parse(sent!.startTime)).toBeGreaterThanOrEqual(tapped);
    expect(Date.parse(sent!.startTime)).toBeLessThan(tapped + 1000);
    expect(store.stamps.find((stamp) => stamp.subGroupId === 'subgrp000001' && stamp.endTime === null)?.startTime).toBe(sent!.startTime);
    // The stamp the server made is the one shown, with its page.
    expect(await within(running()).findByRole('link', { name: t('openStamp', { name: 'Writing' }) })).toBeVisible();
  });

  it('stamps out offline: gone from running now at once, sent as ended at the tap', async () => {
    const { section, running, server, store, user, outbox } = await openHome();
    goOffline();
    await user.click(within(running()).getByRole('button', { name: t('stop', { name: 'Email' }) }));
    expect(await within(section).findByText(t('noneActive'))).toBeVisible();
    expect((await outbox()).pending.map((change) => change.label)).toEqual([{ id: 'time.outbox.stampOut', values: { name: 'Email' } }]);
    const tappedAt = ((await outbox()).pending[0]!.request.body as { endTime: string }).endTime;
    expect(await server.calls('PUT /time-stamp')).toEqual([]);

    goOnline();
    await waitFor(async () => expect((await outbox()).unsentCount).toBe(0));
    expect(await bodies(server, 'PUT /time-stamp')).toEqual([{ timeStampId: 'stamp0000002', ended: true, endTime: tappedAt, timeZone: expect.any(String) }]);
    expect(store.stamps.find((stamp) => stamp._id === 'stamp0000002')?.endTime).toBe(tappedAt);
    expect(await within(section).findByText(t('noneActive'))).toBeVisible();
  });

  it('a stop of a stamp stopped elsewhere meanwhile waits for the user, and Apply anyway sets its end', async () => {
    const { running, server, store, user, outbox, app } = await openHome();
    goOffline();
    await user.click(within(running()).getByRole('button', { name: t('stop', { name: 'Email' }) }));
    const tappedAt = ((await outbox()).pending[0]!.request.body as { endTime: string }).endTime;
    const elsewhere = minutesAgo(2);
    store.stamps.find((stamp) => stamp._id === 'stamp0000002')!.endTime = elsewhere;

    goOnline();
    await waitFor(async () => expect((await outbox()).attention).toHaveLength(1));
    const [refused] = (await outbox()).attention;
    expect(refused!.refusal).toMatchObject({ status: 409 });
    expect(store.stamps.find((stamp) => stamp._id === 'stamp0000002')?.endTime).toBe(elsewhere);

    act(() => (app.serverData.current()!.outbox!).applyAnyway(refused!.id));
    await waitFor(async () => expect((await outbox()).unsentCount).toBe(0));
    expect((await bodies(server, 'PUT /time-stamp')).at(-1)).toEqual({ timeStampId: 'stamp0000002', endTime: tappedAt, timeZone: expect.any(String) });
    expect(store.stamps.find((stamp) => stamp._id === 'stamp0000002')?.endTime).toBe(tappedAt);
  });

  it('a stamp started and stopped offline lands started and stopped at the taps', async () => {
    const { section, running, server, store, user, outbox } = await openHome();
    goOffline();
    await user.click(within(section).getByRole('button', { name: t('start', { name: 'Writing (Work)' }) }));
    await user.click(await within(running()).findByRole('button', { name: t('stop', { name: 'Writing' }) }));
    await waitFor(() => expect(within(running()).queryByRole('button', { name: t('stop', { name: 'Writing' }) })).toBeNull());
    const startedAt = ((await outbox()).pending[0]!.request.body as { startTime: string }).startTime;

    goOnline();
    await waitFor(async () => expect(await server.calls('PUT /time-stamp')).toHaveLength(1));
    await waitFor(async () => expect((await outbox()).unsentCount).toBe(0));
    const made = store.stamps.find((stamp) => stamp.subGroupId === 'subgrp000001' && stamp.startTime === startedAt);
    expect(made?.endTime).not.toBeNull();
    expect(Date.parse(made!.endTime!)).toBeGreaterThanOrEqual(Date.parse(startedAt));
    expect(Date.parse(made!.endTime!)).toBeLessThan(Date.now() - 0);
    expect(within(running()).queryByRole('button', { name: t('stop', { name: 'Writing' }) })).toBeNull();
  });
});
