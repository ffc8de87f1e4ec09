// GET /api/device/{id}/decision as an agent asks it: the owner's rules (deviceShutdownConfig, the
// useDeviceShutdown switch), the device's zone and its time group's use today decide between
// none, warn and shutdown. A wrong key, another user's key and an unknown id are one 401; the
// questions are rate limited; a device that keeps asking after it was told to shut down shows as
// still on. One app for the file, its clock moved per test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import { signUp } from '../../helpers/auth';
import { callOperation, dataOf } from '../contractClient';
import { day, decisionOf, everyDay, MINUTE, startDeviceApi, type DeviceApi } from './deviceApi';

describe('device decision', () => {
  let api: DeviceApi;
  let device: Schemas['DeviceWithKey'];
  const rules = (days: Schemas['DeviceSchedule']['days'], warnLeadMinutes = 10) => ({ warnLeadMinutes, devices: [{ deviceId: device.device._id, days }] });
  const decide = async () => decisionOf(await api.ask(device.device._id, device.key));

  beforeAll(async () => {
    api = await startDeviceApi();
    device = await api.ok('createDevice', { body: { name: 'Laptop', timeGroupId: api.group._id, timeZone: 'Europe/Stockholm' } });
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('answers none with the switch off, whatever the rules say', async () => {
    api.clock.set('2026-12-01T23:00:00.000Z');
    await api.saveRules(false, rules(everyDay(day([['07:00', '22:30']]))));
    expect(await decide()).toEqual({ action: 'none', reason: 'switchedOff', at: null, usedTodayMs: 0, limitMs: null });
  });

  it('inside the allowed hours: none; within the lead: warn; after: shutdown (Stockholm time)', async () => {
    await api.saveRules(true, rules(everyDay(day([['07:00', '22:30']]))));
    api.clock.set('2026-12-01T12:00:00.000Z'); // 13:00 in Stockholm
    expect(await decide()).toMatchObject({ action: 'none', reason: 'allowed', at: '2026-12-01T21:30:00.000Z' });
    api.clock.set('2026-12-01T21:25:00.000Z');
    expect(await decide()).toMatchObject({ action: 'warn', reason: 'windowEnding', at: '2026-12-01T21:30:00.000Z' });
    api.clock.set('2026-12-01T21:30:00.000Z');
    expect(await decide()).toMatchObject({ action: 'shutdown', reason: 'outsideHours', at: '2026-12-01T21:30:00.000Z' });
    api.clock.set('2026-12-02T05:00:00.000Z'); // 06:00
    expect(await decide()).toMatchObject({ action: 'shutdown', reason: 'outsideHours' });
  });

  it('a window across midnight runs into the next day', async () => {
    await api.saveRules(true, rules(everyDay(day([['18:00', '01:00']]))));
    api.clock.set('2026-12-01T23:52:00.000Z'); // 00:52 on Wednesday
    expect(await decide()).toMatchObject({ action: 'warn', at: '2026-12-02T00:00:00.000Z' });
    api.clock.set('2026-12-02T00:00:00.000Z');
    expect(await decide()).toMatchObject({ action: 'shutdown', reason: 'outsideHours' });
  });

  it("counts today's use of the device's time group: a warning before the limit, then shutdown", async () => {
    await api.saveRules(true, rules(everyDay(day([], 60))));
    api.clock.set('2026-12-03T12:00:00.000Z');
    // 50 minutes yesterday (not counted) and 52 today.
    await api.ok('createTimeStamp', { body: { name: 'Play', timeGroupId: api.group._id, startTime: '2026-12-02T10:00:00.000Z', endTime: '2026-12-02T10:50:00.000Z' } });
    await api.ok('createTimeStamp', { body: { name: 'Play', timeGroupId: api.group._id, startTime: '2026-12-03T09:00:00.000Z', endTime: '2026-12-03T09:52:00.000Z' } });
    expect(await decide()).toMatchObject({ action: 'warn', reason: 'limitNear', usedTodayMs: 52 * MINUTE, limitMs: 60 * MINUTE, at: '2026-12-03T12:08:00.000Z' });
    // A running stamp counts up to now.
    const running = await api.ok('createTimeStamp', { body: { name: 'Play', timeGroupId: api.group._id, startTime: '2026-12-03T12:00:00.000Z' } });
    api.clock.advance(8 * MINUTE);
    expect(await decide()).toMatchObject({ action: 'shutdown', reason: 'limitReached', usedTodayMs: 60 * MINUTE });
    await api.ok('updateTimeStamp', { body: { timeStampId: running._id, ended: true } });
  });

  it("shows the day's use per device on the dashboard, with that weekday's limit", async () => {
    const dashboard = await api.ok('getDashboard', { query: { date: '2026-12-03', timeZone: 'Europe/Stockholm' } });
    expect(dashboard.sections.find((section) => section.area === 'deviceControl')).toEqual({
      area: 'deviceControl',
      devices: [{ _id: device.device._id, name: 'Laptop', usedMs: 60 * MINUTE, limitMs: 60 * MINUTE }],
    });
  });

  it("takes the time group's daily 'at most' goal as the limit when the day says so", async () => {
    api.clock.set('2026-12-04T12:00:00.000Z');
    await api.ok('createGoal', { body: { timeGroupId: api.group._id, period: 'day', comparison: 'atMost', targetMs: 30 * MINUTE } });
    await api.saveRules(true, rules(everyDay(day([], null, true))));
    expect(await decide()).toMatchObject({ action: 'none', limitMs: 30 * MINUTE, usedTodayMs: 0, at: '2026-12-04T12:30:00.000Z' });
  });

  it('counts hours as lived on a daylight-saving day in Europe/Stockholm', async () => {
    // Sunday 2027-03-28: 02:00 becomes 03:00, so 01:00–04:00 is 00:00Z to 02:00Z.
    await api.saveRules(true, rules({ sun: day([['01:00', '04:00']]) }));
    api.clock.set('2027-03-28T01:55:00.000Z'); // 03:55 local
    expect(await decide()).toMatchObject({ action: 'warn', at: '2027-03-28T02:00:00.000Z' });
    api.clock.set('2027-03-28T02:00:00.000Z');
    expect(await decide()).toMatchObject({ action: 'shutdown', reason: 'outsideHours' });
  });

  it('shows a device that keeps asking after it was told to shut down as still on, and forgets it once allowed again', async () => {
    await api.saveRules(true, rules(everyDay(day([['07:00', '22:00']]))));
    api.clock.set('2026-12-05T20:00:00.000Z');
    expect(await decide()).toMatchObject({ action: 'none' });
    api.clock.set('2026-12-05T21:00:00.000Z');
    await decide();
    api.clock.advance(30_000);
    await decide();
    const listed = () => api.ok('getDevices').then((devices) => devices.find((one) => one._id === device.device._id)!);
    expect(await listed()).toMatchObject({ stillOnAt: null, lastContactAt: '2026-12-05T21:00:30.000Z' });
    api.clock.advance(2 * MINUTE);
    await decide();
    expect(await listed()).toMatchObject({ stillOnAt: '2026-12-05T21:02:30.000Z', decision: { action: 'shutdown' } });
    api.clock.set('2026-12-06T08:00:00.000Z');
    await decide();
    expect(await listed()).toMatchObject({ stillOnAt: null, decision: { action: 'none' } });
  });

  it('one 401 for a wrong key, no key, an unknown id and another user\'s key; nothing recorded', async () => {
    const other = await signUp(api.t.app, 'olle');
    const theirs = dataOf(await callOperation(api.t.app, 'createDevice', { body: { name: 'Theirs' }, token: other.access.token }));
    const before = (await api.ok('getDevices')).find((one) => one._id === device.device._id)!.lastContactAt;
    api.clock.advance(MINUTE);
    const answers = await Promise.all([
      api.ask(device.device._id, 'x'.repeat(32)),
      api.ask(device.device._id, undefined),
      api.ask('unknown00000', device.key),
      api.ask(device.device._id, theirs.key),
    ]);
    for (const answer of answers) expect({ status: answer.statusCode, body: answer.body }).toEqual({ status: 401, body: { status: false, error: { code: 'UNAUTHORIZED', message: 'Send the key of this device in X-Device-Key' } } });
    expect((await api.ok('getDevices')).find((one) => one._id === device.device._id)!.lastContactAt).toBe(before);
  });

  it('limits questions per device and per address with 429 and Retry-After', async () => {
    const limited = await startDeviceApi({ deviceControl: { decisionLimit: { max: 2, windowSeconds: 60 } }, username: 'lina' });
    try {
      const mine = await limited.ok('createDevice', { body: { name: 'Desk' } });
      expect((await limited.ask(mine.device._id, mine.key, '192.0.2.1')).statusCode).toBe(200);
      expect((await limited.ask(mine.device._id, mine.key, '192.0.2.2')).statusCode).toBe(200);
      const refused = await limited.ask(mine.device._id, mine.key, '192.0.2.3');
      expect({ status: refused.statusCode, code: !refused.body.status && refused.body.error.code, retry: refused.headers['retry-after'] }).toEqual({ status: 429, code: 'RATE_LIMITED', retry: '60' });
      limited.clock.advance(MINUTE);
      expect((await limited.ask(mine.device._id, mine.key, '192.0.2.3')).statusCode).toBe(200);
    } finally {
      await limited.t.close();
    }
  });
});
