// The scale bench's pieces, cheaply, so the bench does not rot between the times someone runs it:
// its seeding and every step of its mix against the app (responses checked against the contract),
// its closed loop, its /proc readers and its options. The built server and PostgreSQL are the
// bench's own business (npm run bench:scale).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { defaultDialect } from '../../helpers/testDatabase';
import { ApiClient } from './apiClient';
import { seedUsers, type BenchUser } from './benchUsers';
import { runClosedLoop } from './closedLoop';
import { slope } from './memoryWatch';
import { MIX, mixShares, nextStep } from './mix';
import { parseDuration, parseScaleOptions } from './options';
import { formatRuns, type RunResult } from './report';
import { cpuSeconds, parseStat, processTree, rssMb } from './procStats';

// The mix's requests are the same on either database: checked once, in the SQLite run of the suite.
describe.runIf(defaultDialect === 'sqlite')('the scale bench against the app', () => {
  let t: TestApp;
  let api: ApiClient;
  let user: BenchUser;

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = new ApiClient(address, 1);
    [user] = (await seedUsers(api, 1, 2)) as [BenchUser];
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it('walks the whole mix with every answer a 2xx, ending stamped out with the added item removed', async () => {
    user.step = 0;
    const operations = [];
    for (let step = 0; step < MIX.length; step++) {
      const { operation, answer } = await nextStep(api, user, '2026-11-28');
      expect(answer.status, `${operation}: ${answer.code}`).toBe(200);
      operations.push(operation);
    }
    expect(operations).toEqual(MIX);
    expect(user.activeStampId).toBeUndefined();
    expect(user.addedItemIds).toEqual([]);
    const list = await api.send('GET', `/shopping-item?shoppingListId=${user.shoppingListId}`, user.caller, undefined, true);
    expect((list.data as unknown[]).length).toBe(15);
  });

  it('refreshes a sign-in that is 10 minutes old and goes on with the new token', async () => {
    const before = user.caller.token;
    user.tokenIssuedAt = Date.now() - 11 * 60_000;
    const refreshed = await nextStep(api, user, '2026-11-28');
    expect(refreshed).toMatchObject({ operation: 'refresh the sign-in', answer: { status: 200 } });
    expect(user.caller.token).not.toBe(before);
    expect((await nextStep(api, user, '2026-11-28')).answer.status).toBe(200);
  });

  it('counts requests and refusals in a closed loop', async () => {
    const stats = await runClosedLoop(api, [user], { warmUpSeconds: 0, seconds: 0.2 });
    expect(stats.requests).toBeGreaterThan(0);
    expect(stats.errors).toBe(0);
    const stranger = { ...user, caller: { ...user.caller, token: 'not-a-token' }, addedItemIds: [], step: 0 };
    const refused = await runClosedLoop(api, [stranger], { warmUpSeconds: 0, seconds: 0.1 });
    expect(refused.errors).toBe(refused.requests);
    expect(Object.keys(refused.errorKinds).every((kind) => kind.includes(': 401 UNAUTHORIZED'))).toBe(true);
  });
});

describe('the scale bench on its own', () => {
  it('reads a process name with spaces and parentheses, and its CPU time', () => {
    const stat = parseStat('42 (postgres: (x) y) S 1 42 42 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 1 0 100 0 0');
    expect(stat).toEqual({ name: 'postgres: (x) y', cpuSeconds: 3 });
    expect(processTree(process.pid)[0]).toBe(process.pid);
    expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(rssMb(process.pid)).toBeGreaterThan(10);
  });

  it('sees a memory trend through the saw-tooth', () => {
    expect(slope([[0, 200], [1, 240], [2, 190], [3, 230], [4, 200], [5, 240]])).toBeCloseTo(3.43, 2);
    expect(slope([[0, 200]])).toBeNaN();
  });

  it('takes its options and refuses wrong ones by name', () => {
    expect(parseScaleOptions(['--quick'], {})).toMatchObject({ seconds: 8, warmUpSeconds: 5 });
    expect(parseScaleOptions(['--seconds', '20', '--quick', '--soak', '--json', 'out.json'], {})).toMatchObject({ seconds: 20, soakSeconds: 600, jsonPath: 'out.json' });
    expect(parseScaleOptions(['--only', '2 Processes'], {})).toMatchObject({ only: '2 processes' });
    expect(parseScaleOptions(['--soak', '90s'], {})).toMatchObject({ soakSeconds: 90, warmUpSeconds: 60 });
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('90')).toBe(90);
    expect(() => parseScaleOptions(['--users', '0'], {})).toThrow('--users must be a whole number from 1 to 500');
    expect(() => parseScaleOptions(['--soak', '10x'], {})).toThrow('--soak takes a duration');
    expect(() => parseScaleOptions(['--fast'], {})).toThrow('unknown option --fast');
  });

  it('prints the ratio of 2 processes to 1, and says when other work shared the machine', () => {
    const run = (name: string, workers: number, requestsPerSecond: number, machine: number): RunResult => ({
      name,
      database: 'postgresql',
      workers,
      processes: workers,
      users: 20,
      seconds: 20,
      requests: requestsPerSecond * 20,
      requestsPerSecond,
      p50Ms: 20,
      p99Ms: 90,
      errors: 0,
      errorKinds: {},
      cpu: { app: 0.4, postgres: 0.25, loadGenerator: 0.05, machine },
      byOperation: { 'read a note': { requests: 100, p50Ms: 20, p99Ms: 80 } },
    });
    const printed = formatRuns([run('PostgreSQL, 1 process', 1, 400, 0.72), run('PostgreSQL, 2 processes', 2, 520, 1)]);
    expect(printed).toContain('PostgreSQL, 2 processes / 1 process: ×1.30 requests per second');
    expect(printed).toContain('PostgreSQL, 2 processes: the rest of the machine (other work, the kernel\'s networking) took 30 %');
    expect(printed).not.toContain('PostgreSQL, 1 process: the rest');
    expect(printed).toContain('20.0 / 80.0');
  });

  it('states a mix of 80 % reads', () => {
    const writes = ['stamp in', 'stamp out', 'add a shopping item', 'remove a shopping item'];
    const shares = mixShares();
    expect(writes.reduce((sum, operation) => sum + (shares[operation] ?? 0), 0)).toBeCloseTo(0.2);
  });
});
