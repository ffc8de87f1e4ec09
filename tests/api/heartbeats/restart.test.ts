// A stamp whose heartbeats stopped while the server was down is ended by the next server, at its
// last heartbeat, by the sweep it runs on its own a few seconds after it starts; one whose timeout
// has not passed yet keeps running and is ended when it does.
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { SWEEP_EVERY_MS } from '../../../src/server/areas/heartbeats/settings';
import { migrateAppToLatest } from '../../../src/server/composition';
import { signUp } from '../../helpers/auth';
import { buildTestApp } from '../../helpers/testApp';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase';
import { callOperation, dataOf } from '../contractClient';
import { beatData, clockSettings, MINUTE, oneStamp, SECOND, sendBeat, testClock } from './heartbeatApi';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
});

it('ends, after a restart, the stamps whose heartbeats stopped while it was down', async () => {
  database = await openTestDatabase();
  await migrateAppToLatest(database.database);
  const clock = testClock();
  const start = () =>
    buildTestApp(database!.database, database!.dataDir, { settings: clockSettings(clock) });

  let app: FastifyInstance = await start();
  const user = await signUp(app, 'rita');
  const token = user.access.token;
  const group = dataOf(await callOperation(app, 'createTimeGroup', { body: { name: 'Work' }, token }));
  const [short, long] = await Promise.all(
    ['Short', 'Long'].map((name) => callOperation(app, 'createSubGroup', { body: { name, timeGroupId: group._id }, token }).then(dataOf)),
  );
  const quick = dataOf(await callOperation(app, 'createHeartbeat', { body: { name: 'Quick', subGroupId: short!._id, timeoutSeconds: 60 }, token }));
  const patient = dataOf(await callOperation(app, 'createHeartbeat', { body: { name: 'Patient', subGroupId: long!._id, timeoutSeconds: 3600 }, token }));
  const quickStamp = beatData(await sendBeat(app, quick._id, quick.key)).timeStampId;
  const patientStamp = beatData(await sendBeat(app, patient._id, patient.key)).timeStampId;
  clock.advance(20 * SECOND);
  beatData(await sendBeat(app, quick._id, quick.key));
  await app.close();

  // Down for ten minutes: the quick one's timeout passed, the patient one's did not.
  clock.advance(10 * MINUTE);
  app = await start();
  await app.ready();
  const stamp = async (id: string) => oneStamp(dataOf(await callOperation(app, 'getTimeStamps', { query: { timeStampId: id }, token })));
  try {
    await expect.poll(async () => (await stamp(quickStamp)).ended, { timeout: SWEEP_EVERY_MS + 3000, interval: 250 }).toBe(true);
    expect(await stamp(quickStamp)).toMatchObject({ endTime: '2026-11-23T12:00:20.000Z', durationInMs: 20 * SECOND });
    expect(await stamp(patientStamp)).toMatchObject({ ended: false });

    clock.advance(60 * MINUTE);
    await expect.poll(async () => (await stamp(patientStamp)).ended, { timeout: SWEEP_EVERY_MS + 3000, interval: 250 }).toBe(true);
    expect(await stamp(patientStamp)).toMatchObject({ endTime: '2026-11-23T12:00:00.000Z', durationInMs: 0 });
  } finally {
    await app.close();
  }
}, 30_000);
