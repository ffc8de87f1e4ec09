/**
 * A closed loop: each user's client sends its next request when the last one has answered, so the
 * number in flight is fixed (one per user) and the rate is what the server manages. Only requests
 * that start after the warm-up and end before the window closes are counted.
 */
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { ApiClient } from './apiClient';
import type { BenchUser } from './benchUsers';
import { nextStep } from './mix';

export interface LoopHooks {
  /** When the warm-up ends and measuring starts. */
  onMeasureStart?: () => void;
  /** When measuring ends, before the requests still in flight finish. */
  onMeasureEnd?: () => void;
  /** Every `everySeconds` while measuring, with the counts so far (a soak's progress). */
  progress?: { everySeconds: number; report: (stats: LoopStats, elapsedSeconds: number) => void };
}

export interface LoopStats {
  requests: number;
  errors: number;
  /** Refusals and failures by what they were: "PUT /time-stamp 409 ALREADY_ENDED", "network: ECONNRESET". */
  errorKinds: Record<string, number>;
  /** Latency of every counted request, in microseconds. */
  latency: RecordableHistogram;
  /** Latency by operation, in microseconds. */
  byOperation: Map<string, RecordableHistogram>;
}

export async function runClosedLoop(api: ApiClient, users: BenchUser[], timing: { warmUpSeconds: number; seconds: number }, hooks: LoopHooks = {}): Promise<LoopStats & { seconds: number }> {
  const stats: LoopStats = { requests: 0, errors: 0, errorKinds: {}, latency: createHistogram(), byOperation: new Map() };
  let measuring = false;
  let stopping = false;
  let measureStart = 0;
  let measureEnd = 0;
  const timers: NodeJS.Timeout[] = [];
  timers.push(
    setTimeout(() => {
      measuring = true;
      measureStart = performance.now();
      hooks.onMeasureStart?.();
    }, timing.warmUpSeconds * 1000),
    setTimeout(
      () => {
        measuring = false;
        stopping = true;
        measureEnd = performance.now();
        hooks.onMeasureEnd?.();
      },
      (timing.warmUpSeconds + timing.seconds) * 1000,
    ),
  );
  const { progress } = hooks;
  if (progress !== undefined) {
    timers.push(setInterval(() => measuring && progress.report(stats, (performance.now() - measureStart) / 1000), progress.everySeconds * 1000));
  }
  const fail = (kind: string) => {
    stats.errors++;
    stats.errorKinds[kind] = (stats.errorKinds[kind] ?? 0) + 1;
  };

  const client = async (user: BenchUser) => {
    while (!stopping) {
      const counted = measuring;
      const started = performance.now();
      try {
        const { operation, answer } = await nextStep(api, user, today());
        if (!counted || !measuring) continue;
        const micros = Math.max(1, Math.round((performance.now() - started) * 1000));
        stats.requests++;
        stats.latency.record(micros);
        let histogram = stats.byOperation.get(operation);
        if (histogram === undefined) stats.byOperation.set(operation, (histogram = createHistogram()));
        histogram.record(micros);
        if (answer.status < 200 || answer.status >= 300) fail(`${operation}: ${answer.status} ${answer.code ?? ''}`.trim());
      } catch (error) {
        if (counted && measuring) {
          stats.requests++;
          fail(`network: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
        }
        // The server is gone or restarting: do not spin.
        await delay(100);
      }
    }
  };
  await Promise.all(users.map(client));
  for (const timer of timers) clearTimeout(timer);
  return { ...stats, seconds: (measureEnd - measureStart) / 1000 };
}

const dateInStockholm = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });
let todayCache = { at: 0, date: '' };

/** Today's date in the users' zone (yyyy-mm-dd), as the app asks for its totals; worked out once a second. */
function today(): string {
  const now = Date.now();
  if (now - todayCache.at > 1000) todayCache = { at: now, date: dateInStockholm.format(now) };
  return todayCache.date;
}
