// `dc` against the fake device control server: each device's use today (against its limit) and
// what it is told now, numbered; an empty list and a failure say so.
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../../../domain/commandLine/parse';
import { outcomeTexts } from '../../../testing/commandOutput';
import { createTestCommandServices } from '../../../testing/commandServices';
import { createFakeServer, refused } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';
import { fakeDevice, installFakeDeviceControlServer } from '../fakeServer.testing';
import { listDevicesCommand } from './listDevices';

function servicesWith(devices: ReturnType<typeof fakeDevice>[]) {
  const user = testUser();
  const server = createFakeServer({ user });
  installFakeDeviceControlServer(server, { devices });
  return createTestCommandServices({ user, server });
}
const run = (services: ReturnType<typeof servicesWith>['services']) => listDevicesCommand.run({ line: 'dc', parsed: parseCommandLine('dc'), args: [], answers: [] }, services);

describe('dc', () => {
  it('lists each device with its use today and what it is told now', async () => {
    const at = '2026-12-01T21:30:00.000Z';
    const local = `${String(new Date(at).getHours()).padStart(2, '0')}:30`;
    const { services } = servicesWith([
      fakeDevice('dev000000001', 'Desk PC', { decision: { action: 'warn', at, reason: 'windowEnding', usedTodayMs: 65 * 60_000, limitMs: 150 * 60_000 } }),
      fakeDevice('dev000000002', 'Kid laptop', { stillOnAt: at, decision: { action: 'shutdown', at, reason: 'limitReached', usedTodayMs: 60 * 60_000, limitMs: 60 * 60_000 } }),
      fakeDevice('dev000000003', 'Old PC'),
    ]);
    expect(outcomeTexts(await run(services))).toEqual([
      `1. Desk PC: 01:05:00 / 02:30:00 today; warned, shuts down at ${local}`,
      `2. Kid laptop: 01:00:00 / 01:00:00 today; told to shut down, still on at ${local}`,
      '3. Old PC: 00:00:00 today; device shutdown is off',
    ]);
  });

  it('says when there are no devices, and when they could not be read', async () => {
    const { services, server } = servicesWith([]);
    expect(outcomeTexts(await run(services))).toEqual(['No devices yet: add one under Settings > Device control']);
    server.routes['GET /device'] = () => refused(500, 'INTERNAL_ERROR');
    const failed = await run(services);
    expect({ status: failed.status, texts: outcomeTexts(failed) }).toEqual({ status: 'error', texts: ['Could not get the devices'] });
  });
});
