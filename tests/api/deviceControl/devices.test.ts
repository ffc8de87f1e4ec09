// The owner's devices (/device) and rules (deviceShutdownConfig): a key is shown once and kept only
// as a hash (a new one stops the old at once), a device ties only to the owner's own time group,
// and a config with overlapping or empty windows, two limits on a day, or an unknown field is
// refused with a code naming the problem and saves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../expectRefusal';
import { signUp } from '../../helpers/auth';
import { callOperation, dataOf } from '../contractClient';
import { day, startDeviceApi, type DeviceApi } from './deviceApi';

describe('devices and their rules', () => {
  let api: DeviceApi;
  beforeAll(async () => {
    api = await startDeviceApi({ deviceControl: { maxDevices: 3 } });
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('shows the key once, keeps only its hash, and a new key stops the old one', async () => {
    const made = await api.ok('createDevice', { body: { name: '  Kid laptop ', timeGroupId: api.group._id, timeZone: 'Europe/Stockholm' } });
    expect(made.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(made.device).toMatchObject({ name: 'Kid laptop', timeGroupName: 'Laptop', lastContactAt: null, stillOnAt: null, decision: { action: 'none', reason: 'switchedOff' } });
    const rows = await api.t.database.db.selectFrom('device').select('key_hash').where('id', '=', made.device._id).execute();
    expect(rows[0]!.key_hash).not.toContain(made.key);
    expect(JSON.stringify(await api.ok('getDevices'))).not.toContain(made.key);

    const renewed = await api.ok('renewDeviceKey', { params: { deviceId: made.device._id } });
    expect(renewed.key).not.toBe(made.key);
    expect((await api.ask(made.device._id, made.key)).statusCode).toBe(401);
    expect((await api.ask(made.device._id, renewed.key)).statusCode).toBe(200);
    await api.ok('deleteDevice', { query: { deviceId: made.device._id } });
    expect((await api.ask(made.device._id, renewed.key)).statusCode).toBe(401);
  });

  it('renames, moves to no time group, and refuses what cannot be', async () => {
    const { device } = await api.ok('createDevice', { body: { name: 'Desk' } });
    expect(await api.ok('updateDevice', { body: { deviceId: device._id, name: 'Desk PC', timeGroupId: null, timeZone: 'UTC' } })).toMatchObject({ name: 'Desk PC', timeGroupId: null });
    expectRefusal(await api.call('updateDevice', { body: { deviceId: device._id } }), 400, 'NOTHING_TO_CHANGE');
    expectRefusal(await api.call('updateDevice', { body: { deviceId: device._id, timeZone: 'Mars/Base' } }), 400, 'INVALID_TIME_ZONE');
    const other = await signUp(api.t.app, 'otto');
    const theirGroup = dataOf(await callOperation(api.t.app, 'createTimeGroup', { body: { name: 'Theirs' }, token: other.access.token }));
    expectRefusal(await api.call('createDevice', { body: { name: 'Sneaky', timeGroupId: theirGroup._id } }), 404, 'TIME_GROUP_NOT_FOUND');
    await api.ok('createDevice', { body: { name: 'Two' } });
    await api.ok('createDevice', { body: { name: 'Three' } });
    expectRefusal(await api.call('createDevice', { body: { name: 'Four' } }), 409, 'TOO_MANY_DEVICES');
  });

  it('refuses a config with a problem, naming it, and saves nothing', async () => {
    const deviceId = (await api.ok('getDevices'))[0]!._id;
    await api.saveRules(true, { warnLeadMinutes: 5, devices: [{ deviceId, days: { mon: day([['07:00', '22:00']]) } }] });
    const saved = () => api.ok('getUser', { params: { id: api.user._id } }).then((user) => user.preferences.deviceShutdownConfig);
    const before = await saved();
    const tries = [
      { days: { mon: day([['07:00', '12:00'], ['11:00', '13:00']]) }, status: 400, code: 'DEVICE_WINDOWS_OVERLAP', message: 'deviceShutdownConfig: the windows 07:00–12:00 on mon and 11:00–13:00 on mon overlap; join them into one' },
      { days: { sun: day([['22:00', '02:00']]), mon: day([['01:00', '05:00']]) }, status: 400, code: 'DEVICE_WINDOWS_OVERLAP', message: 'deviceShutdownConfig: the windows 01:00–05:00 on mon and 22:00–02:00 on sun overlap; join them into one' },
      { days: { tue: day([['09:00', '09:00']]) }, status: 400, code: 'DEVICE_WINDOW_EMPTY', message: 'deviceShutdownConfig: the window 09:00–09:00 on tue starts where it ends; give it an end after its start' },
      { days: { wed: day([], 30, true) }, status: 400, code: 'DEVICE_LIMIT_AND_GOAL', message: "deviceShutdownConfig: wed has both its own limit and the time group's goal; choose one" },
    ] as const;
    for (const { days, status, code, message } of tries) {
      const answer = await api.saveRules(true, { warnLeadMinutes: 5, devices: [{ deviceId, days }] });
      expect({ status: answer.statusCode, body: answer.body }).toEqual({ status, body: { status: false, error: { code, message } } });
    }
    const badShapes = [
      { warnLeadMinutes: 5, devices: [{ deviceId, days: { mon: { ...day([['25:00', '26:00']]) } } }] },
      { warnLeadMinutes: 5, devices: [{ deviceId, days: { funday: day([]) } }] },
      { warnLeadMinutes: 500, devices: [] },
      { time: '22:00' },
    ];
    for (const config of badShapes) {
      const answer = await api.call('updateUser', { params: { id: api.user._id }, body: { preferences: { deviceShutdownConfig: config as never } } });
      expect(answer.statusCode).toBe(400);
    }
    expect(await saved()).toEqual(before);
  });
});
