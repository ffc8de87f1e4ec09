// Proves the connectivity check (spec §7, §9: GET to the host, 4 s timeout) and when it runs:
// on start, on online/offline events, and every 30 s while offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkConnectivity, connectivityTimeoutMs, offlineRecheckIntervalMs } from './connectivity';
import { createConnectivityMonitor, type ConnectivityState } from './connectivityMonitor';

describe('checkConnectivity', () => {
  it('GETs the app host uncached with a 4 s timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response('ok', { status: 200 }));
    await expect(checkConnectivity(fetchFn)).resolves.toBe(true);
    expect(fetchFn).toHaveBeenCalledWith('/', expect.objectContaining({ method: 'GET', cache: 'no-store', signal: expect.any(AbortSignal) }));
    expect(timeout).toHaveBeenCalledWith(4000);
    expect(connectivityTimeoutMs).toBe(4000);
    timeout.mockRestore();
  });

  it('counts any answer from the app as online, even an error page', async () => {
    await expect(checkConnectivity(async () => new Response(null, { status: 404 }))).resolves.toBe(true);
    await expect(checkConnectivity(async () => new Response(null, { status: 500 }))).resolves.toBe(true);
  });

  it('counts a network error, a timeout or a gateway error as offline', async () => {
    await expect(checkConnectivity(async () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBe(false);
    await expect(checkConnectivity(async () => Promise.reject(new DOMException('timed out', 'TimeoutError')))).resolves.toBe(false);
    await expect(checkConnectivity(async () => new Response(null, { status: 503 }))).resolves.toBe(false);
  });
});

describe('connectivity monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(results: boolean[]) {
    const check = vi.fn(async () => results.shift() ?? true);
    const events = new EventTarget();
    const states: ConnectivityState[] = [];
    const monitor = createConnectivityMonitor(
      { check, events, setInterval: (run, ms) => setInterval(run, ms), clearInterval: (id) => clearInterval(id) },
      (state) => states.push(state),
    );
    return { check, events, states, monitor };
  }

  it('checks once on start and stays quiet while online', async () => {
    const { check, monitor } = setup([true]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(5 * offlineRecheckIntervalMs);
    expect(check).toHaveBeenCalledTimes(1);
    expect(monitor.getState()).toEqual({ isOnline: true, isChecking: false });
  });

  it('rechecks every 30 s while offline and stops once back online', async () => {
    const { check, monitor } = setup([false, false, true]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().isOnline).toBe(false);
    await vi.advanceTimersByTimeAsync(offlineRecheckIntervalMs - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(offlineRecheckIntervalMs);
    expect(check).toHaveBeenCalledTimes(3);
    expect(monitor.getState().isOnline).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * offlineRecheckIntervalMs);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('checks when the browser reports going online or offline', async () => {
    const { check, events, monitor } = setup([true, false, true]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    events.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().isOnline).toBe(false);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(3);
    expect(monitor.getState().isOnline).toBe(true);
  });

  it('reports checking while a retry is in flight', async () => {
    const { monitor, states } = setup([false, true]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    const retry = monitor.retry();
    expect(monitor.getState()).toEqual({ isOnline: false, isChecking: true });
    await retry;
    expect(states.at(-1)).toEqual({ isOnline: true, isChecking: false });
  });

  it('drops the answer of a check overtaken by a newer one', async () => {
    let resolveSlow: (value: boolean) => void = () => {};
    const answers = [new Promise<boolean>((resolve) => (resolveSlow = resolve)), Promise.resolve(true)];
    const events = new EventTarget();
    const monitor = createConnectivityMonitor(
      { check: () => answers.shift()!, events, setInterval: (run, ms) => setInterval(run, ms), clearInterval: (id) => clearInterval(id) },
      () => {},
    );
    monitor.start();
    await monitor.retry();
    resolveSlow(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().isOnline).toBe(true);
  });

  it('stops listening and checking when stopped', async () => {
    const { check, events, monitor } = setup([false]);
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    monitor.stop();
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(5 * offlineRecheckIntervalMs);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
