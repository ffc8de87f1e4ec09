// Shared by the storage route tests: a fake server holding a storage store (testing/openAreaApp
// opens the app on it), a fixed clock, and a stand-in for `qrcode` and the print dialog.
import { onTestFinished, vi } from 'vitest';
import { installFakeStorageServer, type FakeStorageSeed } from './fakeServer.testing';
import { areaServer } from '../../testing/openAreaApp';

export { bodies, openApp, queries } from '../../testing/openAreaApp';

/** A fake server for the test user with the storage area seeded. */
export function storageServer(seed: FakeStorageSeed = {}) {
  return areaServer(installFakeStorageServer, seed);
}

/** The tests' today: "expires soon" counts from here. */
export const testToday = '2026-11-26';

/** Stops the clock at noon of `testToday` (local time) for this test; timers still run. */
export function fixClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 12) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** The day `days` after `testToday`, YYYY-MM-DD. */
export function inDays(days: number): string {
  const date = new Date(Date.UTC(2026, 10, 26 + days));
  return date.toISOString().slice(0, 10);
}
