import type { Selectable } from 'kysely';
import type { Span } from '../../../../domain/timePeriods';
import type { CounterEventTable, CountersDb } from '../tables';

// Every function takes the user id and filters by it (DESIGN §3).

export type EventRow = Selectable<CounterEventTable>;

export async function insertEvent(db: CountersDb, userId: string, row: Omit<EventRow, 'user_id'>): Promise<void> {
  await db.insertInto('counter_event').values({ ...row, user_id: userId }).execute();
}

export function findEvent(db: CountersDb, userId: string, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('counter_event').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The counter's latest change (the one undo removes), if any. */
export function latestEvent(db: CountersDb, userId: string, counterId: string): Promise<EventRow | undefined> {
  return db.selectFrom('counter_event').selectAll().where('user_id', '=', userId).where('counter_id', '=', counterId).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

export async function deleteEvent(db: CountersDb, userId: string, id: string): Promise<void> {
  await db.deleteFrom('counter_event').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the events of these counters (before the counters go), answering how many. */
export async function deleteEventsOf(db: CountersDb, userId: string, counterIds: readonly string[]): Promise<number> {
  if (counterIds.length === 0) return 0;
  const result = await db.deleteFrom('counter_event').where('user_id', '=', userId).where('counter_id', 'in', counterIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countEvents(db: CountersDb, userId: string, counterId: string): Promise<number> {
  const row = await db
    .selectFrom('counter_event')
    .select((eb) => eb.fn.countAll<number | string>().as('events'))
    .where('user_id', '=', userId)
    .where('counter_id', '=', counterId)
    .executeTakeFirstOrThrow();
  return Number(row.events);
}

/** One page of the counter's events, newest first. */
export function pageOfEvents(db: CountersDb, userId: string, counterId: string, pageSize: number, pageNumber: number): Promise<EventRow[]> {
  return db
    .selectFrom('counter_event')
    .selectAll()
    .where('user_id', '=', userId)
    .where('counter_id', '=', counterId)
    .orderBy('seq', 'desc')
    .limit(pageSize)
    .offset(pageSize * (pageNumber - 1))
    .execute();
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The times and deltas of the counter's events inside the span, oldest first. */
export function eventsIn(db: CountersDb, userId: string, counterId: string, span: Span): Promise<Array<Pick<EventRow, 'at' | 'delta'>>> {
  return db
    .selectFrom('counter_event')
    .select(['at', 'delta'])
    .where('user_id', '=', userId)
    .where('counter_id', '=', counterId)
    .where('at', '>=', iso(span.start))
    .where('at', '<', iso(span.end))
    .orderBy('at')
    .execute();
}

/** Per counter, the sum of its deltas inside each of the two spans (a day and its week). */
export async function sumsIn(db: CountersDb, userId: string, counterIds: readonly string[], day: Span, week: Span): Promise<Map<string, { day: number; week: number }>> {
  if (counterIds.length === 0) return new Map();
  const [dayStart, dayEnd, weekStart, weekEnd] = [iso(day.start), iso(day.end), iso(week.start), iso(week.end)];
  const rows = await db
    .selectFrom('counter_event')
    .select((eb) => [
      'counter_id',
      eb.fn.sum<number | string | null>('delta').filterWhere((w) => w.and([w('at', '>=', dayStart), w('at', '<', dayEnd)])).as('day'),
      eb.fn.sum<number | string | null>('delta').filterWhere((w) => w.and([w('at', '>=', weekStart), w('at', '<', weekEnd)])).as('week'),
    ])
    .where('user_id', '=', userId)
    .where('counter_id', 'in', counterIds)
    .where('at', '>=', iso(Math.min(day.start, week.start)))
    .where('at', '<', iso(Math.max(day.end, week.end)))
    .groupBy('counter_id')
    .execute();
  return new Map(rows.map((row) => [row.counter_id, { day: Number(row.day ?? 0), week: Number(row.week ?? 0) }]));
}
