// Proves the sub group page and a stamp's page offline (issue 25): stamping in and out and reopening
// a stamp (Ended off) wait in the outbox, show at once as they will be, marked "Not sent yet", and land
// with the moment of the tap (or the typed time) when the network returns, the mark then gone.
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectOutbox } from '../../../../../machines/outboxMachine';
import { en } from '../../../testing/catalogue';
import { areaServer, bodies, openApp } from '../../../testing/openAreaApp';
import type { FakeServer } from '../../../testing/fakeServer';
import { installFakeTimeServer, type FakeTimeStore } from '../fakeServer.testing';

const notSent = en('shell.outbox.pendingMark');
let seeded: { server: FakeServer; store: FakeTimeStore };
let online: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  seeded = areaServer(installFakeTimeServer, {
    groups: [{ _id: 'timegrp00001', name: 'Work' }],
    subGroups: [{ _id: 'subgrp000001', name: 'Writing', timeGroupId: 'timegrp00001' }],
    stamps: [{ _id: 'stamp0000001', subGroupId: 'subgrp000001', startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z' }],
  });
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => localStorage.clear());

const setOnline = (value: boolean) =>
  act(() => {
    online.mockReturnValue(value);
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

async function openPage(path: string) {
  const opened = await openApp(path, seeded);
  const outbox = async () => selectOutbox((await opened.app.serverData.load()).outbox!.actor.getSnapshot());
  return { ...opened, outbox };
}

describe('the time pages offline', () => {
  it('stamps in and out on a sub group page offline, marked until both land at the taps', async () => {
    const { server, store, user, outbox } = await openPage('/sub-group/subgrp000001');
    setOnline(false);
    const tappedIn = Date.now();
    await user.click(await screen.findByRole('button', { name: en('time.stamps.start') }));
    const stop = await screen.findByRole('button', { name: en('time.stamps.stop') });
    expect(document.getElementById(stop.getAttribute('aria-describedby')!)).toHaveTextContent(notSent);
    expect(screen.getByRole('timer')).toBeVisible();

    await user.click(stop);
    expect(await screen.findByRole('button', { name: en('time.stamps.start') })).toBeVisible();
    expect(await server.calls('POST /time-stamp')).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(store.stamps.filter((stamp) => stamp.startTime !== '2026-11-23T08:00:00.000Z')).toHaveLength(1));
    await waitFor(async () => expect((await outbox()).unsentCount).toBe(0));
    await waitFor(() => expect(store.stamps.at(-1)?.endTime).not.toBeNull());
    const made = store.stamps.at(-1)!;
    expect(Date.parse(made.startTime)).toBeGreaterThanOrEqual(tappedIn);
    expect(Date.parse(made.endTime!)).toBeGreaterThanOrEqual(Date.parse(made.startTime));
    expect(screen.queryByText(notSent)).toBeNull();
    expect((await bodies(server, 'POST /time-stamp'))[0]).toMatchObject({ subGroupId: 'subgrp000001', startTime: made.startTime });
  });

  it('reopens a stamp offline (Ended off): shown at once, marked, sent when back online', async () => {
    const { server, store, user, outbox } = await openPage('/time-stamp/stamp0000001');
    setOnline(false);
    const ended = await screen.findByRole('switch', { name: en('time.stamp.ended') });
    expect(ended).toBeChecked();
    await user.click(ended);
    expect(await screen.findByText(notSent)).toBeVisible();
    expect((await outbox()).pending.map((change) => change.request.body)).toEqual([{ timeStampId: 'stamp0000001', ended: false, timeZone: expect.any(String) }]);
    expect(await server.calls('PUT /time-stamp')).toEqual([]);

    setOnline(true);
    await waitFor(async () => expect((await outbox()).unsentCount).toBe(0));
    expect(store.stamps[0]?.endTime).toBeNull();
    await waitFor(() => expect(screen.queryByText(notSent)).toBeNull());
  });
});
