import * as m20261128T1400 from './migrations/20261128T1400_timer_claims';

/**
 * The app's timers, run once per period across every server process on one database (issue 28).
 * Not an area: it answers no operation, but owns the table that spreads the periods.
 */
export const timerStore = {
  name: 'timers',
  migrations: { '20261128T1400_timer_claims': m20261128T1400 },
} as const;

export { claimPeriod } from './claim';
export { scheduleTimers, type AppTimer } from './schedule';
export type { TimerDb, TimerTables } from './tables';
