import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { claimPeriod } from './claim';
import type { TimerDb } from './tables';

export interface AppTimer {
  /** Unique across the app: processes agree on a period by it. */
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface ScheduledTimers {
  /** No more ticks; resolves once the runs under way have ended (so the pool may close after). */
  stop: () => Promise<void>;
}

/**
 * Runs each timer every `everyMs` while the app runs, once per period across every process on
 * the database (the process whose tick claims the period runs it), never two runs of one timer at
 * once in a process. Ticks never keep the process alive; a failed run is logged and tried again
 * next period.
 */
export function scheduleTimers(db: TimerDb, timers: readonly AppTimer[], log: FastifyBaseLogger, clock: () => Date = () => new Date()): ScheduledTimers {
  const running = new Map<string, Promise<void>>();
  const tick = async (timer: AppTimer): Promise<void> => {
    try {
      if (await claimPeriod(db, timer.name, clock(), timer.everyMs)) await timer.run();
    } catch (error) {
      if (isDatabaseUnavailable(error)) log.warn({ reason: (error as Error).message }, `Timer skipped, the database does not answer: ${timer.name}`);
      else log.error({ err: error }, `Timer failed: ${timer.name}`);
    }
  };
  const intervals = timers.map((timer) => {
    const interval = setInterval(() => {
      if (running.has(timer.name)) return;
      running.set(timer.name, tick(timer).finally(() => running.delete(timer.name)));
    }, timer.everyMs);
    interval.unref();
    return interval;
  });
  return {
    stop: async () => {
      intervals.forEach((interval) => clearInterval(interval));
      await Promise.all(running.values());
    },
  };
}
