import type { TimeFilter, TimeSorting } from './preferences';
import type { PeriodTotals } from './timePeriods';

/** A period total of spec §3, or `total` (all time). */
export type PeriodKey = keyof PeriodTotals;

/**
 * Spec §4's time filter periods: day, week, month and total read today, currentWeek,
 * currentMonth and total; the previous periods beside them are yesterDay, lastWeek and lastMonth
 * (all time has none).
 */
export const filterPeriods: Record<TimeFilter, { current: PeriodKey; previous: PeriodKey | null }> = {
  day: { current: 'today', previous: 'yesterDay' },
  week: { current: 'currentWeek', previous: 'lastWeek' },
  month: { current: 'currentMonth', previous: 'lastMonth' },
  total: { current: 'total', previous: null },
};

export const timeFilters = Object.keys(filterPeriods) as TimeFilter[];
export const timeSortings: readonly TimeSorting[] = ['normal', 'tags'];

/** What the list reads of a time group (GET /time-group's `TimeGroup`). */
export interface ListedGroup extends PeriodTotals {
  _id: string;
  name: string;
  usage: number;
  tags: ReadonlyArray<{ _id: string; title: string }>;
  activeStamp: { startTime: string; timeStampId: string } | null;
}

/** One row of the time tracker list: a time group (normal mode), a tag (tags mode) or a sub group (one group's list). */
export interface TimeListItem {
  kind: 'group' | 'tag' | 'subGroup';
  /** The group's, the tag's or the sub group's id. */
  id: string;
  /** The group's name or the tag's title. */
  name: string;
  usage: number;
  /** The chosen period's value, in ms. */
  value: number;
  /** The previous period's value in ms; null for all time. */
  previous: number | null;
  /** The running stamps: the group's one, or every one of the tag's groups (latest started first). */
  activeStamps: ReadonlyArray<{ startTime: string; timeStampId: string }>;
  /** The time groups the row stands for (the group itself, the tag's groups, the sub group's group). */
  groupIds: readonly string[];
}

const periodKeys: readonly PeriodKey[] = ['today', 'yesterDay', 'currentWeek', 'lastWeek', 'currentMonth', 'lastMonth', 'total'];

interface Aggregate extends PeriodTotals {
  kind: TimeListItem['kind'];
  id: string;
  name: string;
  usage: number;
  activeStamps: Array<{ startTime: string; timeStampId: string }>;
  groupIds: string[];
}

/** Every tag that some group carries, with the sums of its groups' periods and usage. */
function perTag(groups: readonly ListedGroup[]): Aggregate[] {
  const tags = new Map<string, Aggregate>();
  for (const group of groups) {
    // A group that lists a tag twice still counts once for it.
    for (const tag of new Map(group.tags.map((t) => [t._id, t])).values()) {
      let sum = tags.get(tag._id);
      if (!sum) {
        sum = { kind: 'tag', id: tag._id, name: tag.title, usage: 0, activeStamps: [], groupIds: [], ...zeroTotals() };
        tags.set(tag._id, sum);
      }
      for (const key of periodKeys) sum[key] += group[key];
      sum.usage += group.usage;
      sum.groupIds.push(group._id);
      if (group.activeStamp) sum.activeStamps.push(group.activeStamp);
    }
  }
  for (const sum of tags.values()) sum.activeStamps.sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  return [...tags.values()];
}

function zeroTotals(): PeriodTotals {
  return { today: 0, yesterDay: 0, currentWeek: 0, lastWeek: 0, currentMonth: 0, lastMonth: 0, total: 0 };
}

function perGroup(groups: readonly ListedGroup[]): Aggregate[] {
  return groups.map((group) => ({
    ...pickTotals(group),
    kind: 'group',
    id: group._id,
    name: group.name,
    usage: group.usage,
    activeStamps: group.activeStamp ? [group.activeStamp] : [],
    groupIds: [group._id],
  }));
}

function pickTotals(totals: PeriodTotals): PeriodTotals {
  const picked = zeroTotals();
  for (const key of periodKeys) picked[key] = totals[key];
  return picked;
}

/**
 * Spec §2's time tracker list. Normal mode: the groups with a value above 0 in the chosen period
 * or an active stamp, sorted by usage, then by the period's value, highest first. Tags mode: the
 * groups that have tags summed per tag (each period and the usage), then kept and sorted the same
 * way.
 */
export function timeList(groups: readonly ListedGroup[], filter: TimeFilter, sorting: TimeSorting): TimeListItem[] {
  const { current, previous } = filterPeriods[filter];
  const rows = sorting === 'tags' ? perTag(groups) : perGroup(groups);
  return keepAndSort(
    rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      usage: row.usage,
      value: row[current],
      previous: previous ? row[previous] : null,
      activeStamps: row.activeStamps,
      groupIds: row.groupIds,
    })),
  );
}

/** What the list reads of a sub group (`SubGroup`). */
export interface ListedSubGroup {
  _id: string;
  name: string;
  timeGroupId: string;
  usage: number;
  activeStamp: { startTime: string; timeStampId: string } | null;
}

/**
 * The same rule for one group's sub groups, whose period values come apart (GET /time-total):
 * `current` and `previous` map a sub group id to its ms (missing is 0; `previous` null for all time).
 */
export function subGroupList(
  subGroups: readonly ListedSubGroup[],
  current: ReadonlyMap<string, number>,
  previous: ReadonlyMap<string, number> | null,
): TimeListItem[] {
  return keepAndSort(
    subGroups.map((subGroup) => ({
      kind: 'subGroup',
      id: subGroup._id,
      name: subGroup.name,
      usage: subGroup.usage,
      value: current.get(subGroup._id) ?? 0,
      previous: previous ? (previous.get(subGroup._id) ?? 0) : null,
      activeStamps: subGroup.activeStamp ? [subGroup.activeStamp] : [],
      groupIds: [subGroup.timeGroupId],
    })),
  );
}

/**
 * Keeps the rows with a value above 0 or an active stamp, by usage then value, highest first.
 * Equal rows keep a stable order by name, then id, so the list does not jump between renders.
 */
function keepAndSort(rows: TimeListItem[]): TimeListItem[] {
  return rows
    .filter((row) => row.value > 0 || row.activeStamps.length > 0)
    .sort((a, b) => b.usage - a.usage || b.value - a.value || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
