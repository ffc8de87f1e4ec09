import type { Schemas } from '../../../contract/types';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';

type Device = Schemas['Device'];

/** A device as GET /device shows it: allowed, nothing used, never in contact. */
export function fakeDevice(id: string, name: string, overrides: Partial<Device> = {}): Device {
  return {
    _id: id,
    name,
    timeGroupId: null,
    timeGroupName: null,
    timeZone: 'Europe/Stockholm',
    lastContactAt: null,
    stillOnAt: null,
    decision: { action: 'none', at: null, reason: 'switchedOff', usedTodayMs: 0, limitMs: null },
    createdAt: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

export interface FakeDeviceStore {
  devices: Device[];
  timeGroups: Array<{ _id: string; name: string }>;
}

/** Device control's fake API: /device (list, add with a key, delete), a new key, and the shallow time groups. */
export function installFakeDeviceControlServer(server: FakeServer, seed: Partial<FakeDeviceStore> = {}): FakeDeviceStore {
  const store: FakeDeviceStore = { devices: seed.devices ?? [], timeGroups: seed.timeGroups ?? [] };
  server.routes['GET /device'] = () => ok(store.devices);
  server.routes['GET /time-group'] = () => ok(store.timeGroups);
  server.routes['POST /time-group'] = (_request, body) => {
    const group = { _id: `grp${String(store.timeGroups.length + 1).padStart(9, '0')}`, name: (body as { name: string }).name };
    store.timeGroups = [...store.timeGroups, group];
    return ok(group);
  };
  server.routes['POST /device'] = (_request, body) => {
    const { name, timeGroupId } = body as { name: string; timeGroupId: string | null };
    const group = store.timeGroups.find((one) => one._id === timeGroupId);
    const device = fakeDevice(`dev${String(store.devices.length + 1).padStart(9, '0')}`, name, { timeGroupId: group?._id ?? null, timeGroupName: group?.name ?? null });
    store.devices = [...store.devices, device];
    for (const one of store.devices) server.routes[`POST /device/${one._id}/key`] = () => ok({ device: one, key: `Renewed${one._id}Renewed0000` });
    return ok({ device, key: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' });
  };
  for (const one of store.devices) server.routes[`POST /device/${one._id}/key`] = () => ok({ device: one, key: `Renewed${one._id}Renewed0000` });
  server.routes['DELETE /device'] = (request) => {
    const id = new URL(request.url).searchParams.get('deviceId');
    if (!store.devices.some((one) => one._id === id)) return refused(404, 'DEVICE_NOT_FOUND');
    store.devices = store.devices.filter((one) => one._id !== id);
    return ok(null);
  };
  return store;
}
