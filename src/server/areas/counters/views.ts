import type { Schemas } from '../../../contract/types';
import type { EventRow } from './repository/events';
import type { CounterRow } from './repository/counters';
import type { GroupRow } from './repository/groups';

// Rows as the contract's shapes.

export function toCounter(row: CounterRow): Schemas['Counter'] {
  return {
    _id: row.id,
    counterGroupId: row.group_id,
    name: row.name,
    value: row.value,
    step: row.step,
    goal: row.goal,
    goalPeriod: row.goal === null ? null : row.goal_period,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface Counts {
  day: number;
  week: number;
}

export function toCounterWithCounts(row: CounterRow, counts: Counts = { day: 0, week: 0 }): Schemas['CounterWithCounts'] {
  return { ...toCounter(row), dayCount: counts.day, weekCount: counts.week };
}

export function toGroup(row: GroupRow, counters: Array<Schemas['CounterWithCounts']>): Schemas['CounterGroup'] {
  return { _id: row.id, name: row.name, createdAt: row.created_at, counters };
}

export function toEvent(row: EventRow): Schemas['CounterEvent'] {
  return { _id: row.id, counterId: row.counter_id, delta: row.delta, valueAfter: row.value_after, at: row.at };
}
