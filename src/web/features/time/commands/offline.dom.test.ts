// `tm in` and `tm out` offline (issue 25): the change waits in the outbox and the answer says it
// was saved on this device, not that it failed; it lands with the moment of the command once the
// network is back; `tm out` offline sees what was stamped in or out here but not sent yet.
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outcomeTexts } from '../../../testing/commandOutput';
import { activeStampsQuery, shallowTimeGroupsQuery } from '../queries';
import { minutesAgo, now, runLine, timeCommandServices, withOutbox } from './commands.testing';
import { stampInCommand } from './stampIn';
import { stampOutCommand } from './stampOut';

let online: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => localStorage.clear());

const setOnline = (value: boolean) => {
  online.mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};

/** Services whose caches were filled online (the groups, the running stamps), then offline. */
async function offlineServices(seed: Parameters<typeof timeCommandServices>[0] = {}) {
  const made = timeCommandServices(seed);
  const services = withOutbox(made);
  const { queryClient, api } = await services.serverData();
  await queryClient.fetchQuery(shallowTimeGroupsQuery(api));
  await queryClient.fetchQuery(activeStampsQuery(api));
  setOnline(false);
  return { ...made, services, outbox: (await services.serverData()).outbox };
}

describe('tm offline', () => {
  it('tm in offline is saved on this device and lands started at the moment of the command', async () => {
    const { services, server, store, outbox } = await offlineServices({ stamps: [] });
    const result = await runLine(stampInCommand, 'tm in work coding', services);
    expect(result.status).toBe('ok');
    expect(outcomeTexts(result)).toEqual(['Stamped in: Work › coding. Saved on this device: it is sent when the connection is back.']);
    expect(await server.calls('POST /time-stamp')).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(outbox.actor.getSnapshot().context.queue).toEqual([]));
    expect(store.stamps).toEqual([{ _id: expect.any(String), subGroupId: 'subcoding001', startTime: new Date(now).toISOString(), endTime: null }]);
  });

  it('tm out offline stops the running stamp at the moment of the command, saying it was saved here', async () => {
    const { services, server, store, outbox } = await offlineServices({ stamps: [{ _id: 'stampcode001', subGroupId: 'subcoding001', startTime: minutesAgo(30), endTime: null }] });
    const result = await runLine(stampOutCommand, 'tm out', services);
    expect(outcomeTexts(result)).toEqual(['Stamped out: Work › coding after 00:30:00. Saved on this device: it is sent when the connection is back.']);
    // Stopped here: a second `tm out` finds nothing running.
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out', services))).toEqual(['No active stamps']);
    expect(await server.calls('PUT /time-stamp')).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(outbox.actor.getSnapshot().context.queue).toEqual([]));
    expect(store.stamps[0]?.endTime).toBe(new Date(now).toISOString());
  });

  it('tm in then tm out offline: the stop waits for the start, and both land', async () => {
    const { services, store, outbox } = await offlineServices({ stamps: [] });
    await runLine(stampInCommand, 'tm in work coding', services);
    const out = await runLine(stampOutCommand, 'tm out', services);
    expect(outcomeTexts(out)).toEqual(['Stamped out: Work › coding after 00:00:00. Saved on this device: it is sent when the connection is back.']);

    setOnline(true);
    await waitFor(() => expect(store.stamps[0]?.endTime).toBe(new Date(now).toISOString()));
    await waitFor(() => expect(outbox.actor.getSnapshot().context.queue).toEqual([]));
  });
});
