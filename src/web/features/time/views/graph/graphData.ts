import type { ResponseData } from '../../../../../contract/types';

export type TimeTotals = ResponseData<'getTimeTotals'>;
type Period = TimeTotals['periods'][number];

/** One coloured series: a group (or a sub group on one group's graph), or the rest together. */
export interface GraphSeries {
  key: string;
  name: string;
  /** Stands for every item past the first `maxSeries - 1`. */
  others: boolean;
}

/** One place on the x axis: a period of the current span and the matching one of the previous. */
export interface GraphPoint {
  /** First day of the current period (YYYY-MM-DD). */
  from: string;
  /** First day of the matching previous period. */
  previousFrom: string;
  /** Hours per series, `c:<key>` for the current period and `p:<key>` for the previous. */
  values: Record<string, number>;
}

export interface GraphRow {
  key: string;
  name: string;
  currentMs: number;
  previousMs: number;
}

export interface GraphData {
  series: GraphSeries[];
  points: GraphPoint[];
  /** Each item's sum over the current and the previous span, most time first: the table beside the chart. */
  rows: GraphRow[];
  isEmpty: boolean;
}

/** Series beyond this share one "Others" series, so the chart stays legible with 50 groups. */
export const maxSeries = 8;
const hour = 3_600_000;
export const othersKey = 'others';

interface Item {
  id: string;
  name: string;
  ms: number;
}

/** A period's items: its groups, or one group's sub groups. */
function itemsOf(period: Period, timeGroupId: string | undefined): Item[] {
  if (!timeGroupId) return period.groups.map((g) => ({ id: g.timeGroupId, name: g.name, ms: g.ms }));
  const group = period.groups.find((g) => g.timeGroupId === timeGroupId);
  return (group?.subGroups ?? []).map((s) => ({ id: s.subGroupId, name: s.name, ms: s.ms }));
}

/**
 * The graph of GET /time-total's answer for a current span and the previous one of equal length
 * (the first half of the periods is the previous span): per period, hours per group (or per sub
 * group of `timeGroupId`), the previous span's matching period beside it. The groups with most
 * time over both spans get their own series; the rest are summed as "Others".
 */
export function graphData(totals: TimeTotals, timeGroupId?: string): GraphData {
  const half = Math.floor(totals.periods.length / 2);
  const previous = totals.periods.slice(0, half);
  const current = totals.periods.slice(half, half * 2);

  const sums = new Map<string, GraphRow>();
  const add = (item: Item, side: 'currentMs' | 'previousMs') => {
    const row = sums.get(item.id) ?? { key: item.id, name: item.name, currentMs: 0, previousMs: 0 };
    row[side] += item.ms;
    // The latest name wins (a group renamed within the span).
    if (side === 'currentMs') row.name = item.name;
    sums.set(item.id, row);
  };
  for (const period of previous) for (const item of itemsOf(period, timeGroupId)) add(item, 'previousMs');
  for (const period of current) for (const item of itemsOf(period, timeGroupId)) add(item, 'currentMs');

  const rows = [...sums.values()].sort(
    (a, b) => b.currentMs + b.previousMs - (a.currentMs + a.previousMs) || a.name.localeCompare(b.name),
  );
  const own = rows.length > maxSeries ? rows.slice(0, maxSeries - 1) : rows;
  const ownKeys = new Set(own.map((row) => row.key));
  const series: GraphSeries[] = own.map((row) => ({ key: row.key, name: row.name, others: false }));
  if (rows.length > own.length) series.push({ key: othersKey, name: '', others: true });

  const seriesOf = (id: string) => (ownKeys.has(id) ? id : othersKey);
  const points = current.map((period, index) => {
    const values: Record<string, number> = {};
    for (const s of series) {
      values[`c:${s.key}`] = 0;
      values[`p:${s.key}`] = 0;
    }
    for (const item of itemsOf(period, timeGroupId)) values[`c:${seriesOf(item.id)}`]! += item.ms / hour;
    const before = previous[index];
    for (const item of before ? itemsOf(before, timeGroupId) : []) values[`p:${seriesOf(item.id)}`]! += item.ms / hour;
    return { from: period.from, previousFrom: before?.from ?? period.from, values };
  });

  return { series, points, rows, isEmpty: rows.length === 0 };
}
