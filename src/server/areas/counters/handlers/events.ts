import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { VALUE_LIMIT, MAX_HISTORY_DAYS } from '../limits';
import { bucket, daysIn, historyPeriods, zoneOf } from '../periods';
import { refusals } from '../refusals';
import { requireCounter, requireEvent, requireLockedCounter } from '../required';
import * as counters from '../repository/counters';
import * as events from '../repository/events';
import type { CountersSettings } from '../settings';
import type { CountersTables } from '../tables';
import { toCounter, toEvent } from '../views';

/** The change a POST /counter-event asks for (exactly one of direction and delta, checked before). */
function deltaOf(direction: 'up' | 'down' | undefined, delta: number | undefined, step: number): number {
  if (direction === undefined) return delta!;
  return direction === 'up' ? step : -step;
}

/** /counter-event (every change of a value, and undo of the last) and /counter-history. */
export function createEventHandlers({ db, dialect }: AreaDeps<CountersTables>, settings: CountersSettings) {
  return {
    async createCounterEvent({ body: { counterId, direction, delta }, caller: { userId } }) {
      if ((direction === undefined) === (delta === undefined)) throw refusals.directionOrDelta();
      if (delta === 0) throw refusals.deltaInvalid();
      return db.transaction().execute(async (trx) => {
        const counter = await requireLockedCounter(trx, dialect, userId, counterId);
        const change = deltaOf(direction, delta, counter.step);
        const value = counter.value + change;
        if (Math.abs(value) > VALUE_LIMIT) throw refusals.valueOutOfRange();
        const latest = await events.latestEvent(trx, userId, counterId);
        const at = settings.now().toISOString();
        const event = { id: newId(), counter_id: counterId, delta: change, value_after: value, seq: (latest?.seq ?? 0) + 1, at };
        await events.insertEvent(trx, userId, event);
        await counters.updateCounter(trx, userId, counterId, { value });
        return { event: toEvent({ ...event, user_id: userId }), counter: toCounter({ ...counter, value }) };
      });
    },

    async deleteCounterEvent({ query: { counterEventId }, caller: { userId } }) {
      return db.transaction().execute(async (trx) => {
        const event = await requireEvent(trx, userId, counterEventId);
        const counter = await requireLockedCounter(trx, dialect, userId, event.counter_id);
        const latest = await events.latestEvent(trx, userId, counter.id);
        if (latest?.id !== event.id) throw refusals.eventNotLatest();
        const value = counter.value - event.delta;
        await events.deleteEvent(trx, userId, event.id);
        await counters.updateCounter(trx, userId, counter.id, { value });
        return toCounter({ ...counter, value });
      });
    },

    async getCounterEvents({ query: { counterId, pageNumber = 1 }, caller: { userId } }) {
      await requireCounter(db, userId, counterId);
      const [total, rows] = await Promise.all([
        events.countEvents(db, userId, counterId),
        events.pageOfEvents(db, userId, counterId, settings.pageSize, pageNumber),
      ]);
      return { events: rows.map(toEvent), totalPages: Math.max(1, Math.ceil(total / settings.pageSize)) };
    },

    async getCounterHistory({ query: { counterId, by, from, to, timeZone }, caller: { userId } }) {
      const zone = zoneOf(timeZone);
      const days = daysIn(from, to);
      if (days < 1) throw refusals.rangeReversed();
      if (days > MAX_HISTORY_DAYS[by]) throw refusals.rangeTooLong(MAX_HISTORY_DAYS[by], by);
      await requireCounter(db, userId, counterId);
      const periods = historyPeriods(from, to, zone, by);
      const rows = await events.eventsIn(db, userId, counterId, { start: periods[0]!.start, end: periods.at(-1)!.end });
      const totals = bucket(rows, periods);
      return { counterId, by, timeZone: zone, periods: periods.map((period, index) => ({ from: period.from, to: period.to, total: totals[index]! })) };
    },
  } satisfies Partial<SecuredHandlers>;
}
