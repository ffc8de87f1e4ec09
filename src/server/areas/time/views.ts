import type { ActiveStamp, SubGroup, TimeGroup, TimeStamp } from '../../../contract/types';
import { periodSums, type PeriodName, type Span } from '../../../domain/timePeriods';
import type { StampRow } from './repository';
import type { SubGroupTable, TimeGroupTable } from './tables';

/** Spec §3's time stamp; an active one's duration counts up to `now`. */
export function toTimeStamp(row: StampRow, now: number): TimeStamp {
  const ended = row.end_time !== null;
  return {
    _id: row.id,
    name: row.name,
    subGroupId: row.sub_group_id,
    timeGroupId: row.time_group_id,
    startTime: row.start_time,
    endTime: row.end_time,
    date: row.date,
    ended,
    durationInMs: ended ? Number(row.duration_ms) : Math.max(0, now - Date.parse(row.start_time)),
  };
}

export interface ActiveRow {
  id: string;
  time_group_id: string;
  sub_group_id: string;
  start_time: string;
}

const toActiveStamp = (row: ActiveRow | undefined): ActiveStamp | null =>
  row === undefined ? null : { startTime: row.start_time, timeStampId: row.id };

/** Spec §3's sub group; `actives` are the user's active stamps, latest started first. */
export function toSubGroup(row: SubGroupTable, usage: number, actives: readonly ActiveRow[]): SubGroup {
  return {
    _id: row.id,
    name: row.name,
    timeGroupId: row.time_group_id,
    usage,
    activeStamp: toActiveStamp(actives.find((active) => active.sub_group_id === row.id)),
  };
}

export interface TotalsInput {
  periods: Record<PeriodName, Span>;
  /** Per group: ended stamps' summed durations and how many stamps it holds. */
  ended: Map<string, { endedMs: number; usage: number }>;
  /** Per group: the stamps overlapping the periods' window (see spansByGroup). */
  spans: Map<string, Span[]>;
  actives: readonly ActiveRow[];
  now: number;
}

/** The stamps as spans per group, read once for every group; an active one reaches to `now`. */
export function spansByGroup(stamps: ReadonlyArray<{ time_group_id: string; start_time: string; end_time: string | null }>, now: number): Map<string, Span[]> {
  const byGroup = new Map<string, Span[]>();
  for (const stamp of stamps) {
    const start = Date.parse(stamp.start_time);
    const span = { start, end: stamp.end_time === null ? Math.max(now, start) : Date.parse(stamp.end_time) };
    const spans = byGroup.get(stamp.time_group_id);
    if (spans === undefined) byGroup.set(stamp.time_group_id, [span]);
    else spans.push(span);
  }
  return byGroup;
}

/**
 * Spec §3's time group with its totals: each period sums the parts of the stamps inside it, an
 * active stamp reaching to `now`; `total` is every ended stamp's duration plus the active ones' so far.
 */
export function toTimeGroup(row: TimeGroupTable, input: TotalsInput): TimeGroup {
  const { periods, ended, spans, actives, now } = input;
  const activeMs = actives
    .filter((active) => active.time_group_id === row.id)
    .reduce((sum, active) => sum + Math.max(0, now - Date.parse(active.start_time)), 0);
  const stored = ended.get(row.id) ?? { endedMs: 0, usage: 0 };
  return {
    _id: row.id,
    name: row.name,
    ...periodSums(spans.get(row.id) ?? [], periods),
    total: stored.endedMs + activeMs,
    usage: stored.usage,
    // Tags attach to groups once the tag area is built (issue 8); until then a group has none.
    tags: [],
    activeStamp: toActiveStamp(actives.find((active) => active.time_group_id === row.id)),
  };
}
