import type { ActiveStamp, Goal, GroupTotal, SubGroup, Tag, TimeGroup, TimeStamp, TotalsPeriod } from '../../../contract/types';
import { overlapMs, periodSumsOf, splitOverPeriods, type DatedSpan, type PeriodName, type Span } from '../../../domain/timePeriods';
import type { GoalRow } from './repository/goals';
import type { StampRow } from './repository/stamps';
import type { TagRow } from './repository/tags';
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
  /** Per group: each period's sum of the ended stamps wholly inside it (repository's endedPeriodTotals). */
  inside: Map<string, Record<PeriodName, number>>;
  /** Per group: the ended stamps across a period's edge (see spansByGroup). */
  crossing: Map<string, Span[]>;
  actives: readonly ActiveRow[];
  /** Per group: its tags by title. */
  tags: Map<string, TagRow[]>;
  now: number;
}

export const toTag = (row: TagRow): Tag => ({ _id: row.id, title: row.title });

/** The stamps as spans per group; an active one reaches to `now`. */
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
  const { periods, ended, inside, crossing, actives, tags, now } = input;
  const running = actives
    .filter((active) => active.time_group_id === row.id)
    .map((active) => ({ start: Date.parse(active.start_time), end: Math.max(now, Date.parse(active.start_time)) }));
  const activeMs = running.reduce((sum, span) => sum + (span.end - span.start), 0);
  const stored = ended.get(row.id) ?? { endedMs: 0, usage: 0 };
  return {
    _id: row.id,
    name: row.name,
    ...periodSumsOf(inside.get(row.id), crossing.get(row.id) ?? [], running, periods),
    total: stored.endedMs + activeMs,
    usage: stored.usage,
    tags: (tags.get(row.id) ?? []).map(toTag),
    activeStamp: toActiveStamp(actives.find((active) => active.time_group_id === row.id)),
  };
}

/** A stamp as a span with its group and sub group; an active one reaches to `now`. */
export interface StampSpan extends Span {
  groupId: string;
  subGroupId: string;
}

export function toStampSpans(
  ended: ReadonlyArray<{ time_group_id: string; sub_group_id: string; start_time: string; end_time: string | null }>,
  actives: readonly ActiveRow[],
  now: number,
): StampSpan[] {
  const spans: StampSpan[] = [];
  for (const stamp of ended) {
    spans.push({ groupId: stamp.time_group_id, subGroupId: stamp.sub_group_id, start: Date.parse(stamp.start_time), end: Date.parse(stamp.end_time!) });
  }
  for (const active of actives) {
    const start = Date.parse(active.start_time);
    spans.push({ groupId: active.time_group_id, subGroupId: active.sub_group_id, start, end: Math.max(now, start) });
  }
  return spans;
}

/** A goal with its progress in `period`: the parts of its group's (or sub group's) stamps inside it. */
export function toGoal(row: GoalRow, period: DatedSpan, stamps: readonly StampSpan[]): Goal {
  let doneMs = 0;
  for (const stamp of stamps) {
    if (row.sub_group_id === null ? stamp.groupId === row.time_group_id : stamp.subGroupId === row.sub_group_id) doneMs += overlapMs(stamp, period);
  }
  const targetMs = Number(row.target_ms);
  return {
    _id: row.id,
    timeGroupId: row.time_group_id,
    ...(row.sub_group_id === null ? {} : { subGroupId: row.sub_group_id }),
    period: row.period,
    comparison: row.comparison,
    targetMs,
    progress: { from: period.from, to: period.to, doneMs, met: row.comparison === 'atLeast' ? doneMs >= targetMs : doneMs <= targetMs },
  };
}

/**
 * GET /time-total's periods: the database's sums of the stamps wholly inside a period (`inside`)
 * plus the parts of the stamps that cross a period's edge or are active (`spans`), per sub group;
 * then per period the groups and sub groups in the order given (by name), those with 0 ms left
 * out. Sums are keyed by period and sub group position, so a period's entries come out in order
 * by sorting numbers once.
 */
export function toTotalsPeriods(
  periods: readonly DatedSpan[],
  inside: ReadonlyArray<{ period: number; subGroupId: string; ms: number }>,
  spans: ReadonlyArray<Span & { subGroupId: string }>,
  groups: ReadonlyArray<{ id: string; name: string }>,
  subGroups: ReadonlyArray<{ id: string; name: string; time_group_id: string }>,
): TotalsPeriod[] {
  const groupOrder = new Map(groups.map((group, index) => [group.id, index]));
  const ordered = subGroups
    .filter((subGroup) => groupOrder.has(subGroup.time_group_id))
    .map((subGroup, index) => ({ subGroup, index }))
    .sort((a, b) => groupOrder.get(a.subGroup.time_group_id)! - groupOrder.get(b.subGroup.time_group_id)! || a.index - b.index)
    .map(({ subGroup }) => subGroup);
  const position = new Map(ordered.map((subGroup, index) => [subGroup.id, index]));
  const width = ordered.length;
  const sums = new Map<number, number>();
  const add = (period: number, subGroupId: string, ms: number) => {
    const at = position.get(subGroupId);
    if (at === undefined || ms <= 0) return;
    const key = period * width + at;
    sums.set(key, (sums.get(key) ?? 0) + ms);
  };
  for (const sum of inside) add(sum.period, sum.subGroupId, sum.ms);
  for (const stamp of spans) splitOverPeriods(stamp, periods, (index, ms) => add(index, stamp.subGroupId, ms));

  const answer: TotalsPeriod[] = periods.map((period) => ({ from: period.from, to: period.to, totalMs: 0, groups: [] }));
  const groupById = new Map(groups.map((group) => [group.id, group]));
  for (const key of [...sums.keys()].sort((a, b) => a - b)) {
    const ms = sums.get(key)!;
    const period = answer[Math.floor(key / width)]!;
    const subGroup = ordered[key % width]!;
    let group: GroupTotal | undefined = period.groups[period.groups.length - 1];
    if (group?.timeGroupId !== subGroup.time_group_id) {
      group = { timeGroupId: subGroup.time_group_id, name: groupById.get(subGroup.time_group_id)!.name, ms: 0, subGroups: [] };
      period.groups.push(group);
    }
    group.subGroups.push({ subGroupId: subGroup.id, name: subGroup.name, ms });
    group.ms += ms;
    period.totalMs += ms;
  }
  return answer;
}
