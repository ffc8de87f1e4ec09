// Shared by the counters route tests: a fake server holding a counters store (testing/openAreaApp
// opens the app on it) and a fixed clock.
import { onTestFinished, vi } from 'vitest';
import { installFakeCountersServer, type FakeCountersSeed } from './fakeServer.testing';
import { areaServer } from '../../testing/openAreaApp';

export { bodies, openApp, queries } from '../../testing/openAreaApp';

/** A fake server for the test user with the counters area seeded. */
export function countersServer(seed: FakeCountersSeed = {}) {
  return areaServer(installFakeCountersServer, seed);
}

/** The tests' today, a Thursday: its Monday week began on 2026-11-23. */
export const testToday = '2026-11-26';

/** Stops the clock at noon of `testToday` (local time) for this test; timers still run. */
export function fixClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 12) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** A local time `days` after `testToday` at `hours`, as the API's UTC ISO string (holds in any zone). */
export function localAt(days: number, hours: number): string {
  return new Date(2026, 10, 26 + days, hours).toISOString();
}
