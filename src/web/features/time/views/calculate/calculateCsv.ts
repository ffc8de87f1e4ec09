import Papa from 'papaparse';
import { escapeFormulas } from '../../../../../domain/csvFormula';
import type { ResponseData } from '../../../../../contract/types';

type TimeTotals = ResponseData<'getTimeTotals'>;

export interface TotalRow {
  id: string;
  name: string;
  ms: number;
}

const minute = 60_000; // spec §9: milliseconds to minutes

/** A duration as hours:minutes, hours past 24 (90 minutes is 1:30); seconds are dropped. */
export function hoursMinutes(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / minute);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A duration as decimal hours with two decimals (90 minutes is 1.50), as a number. */
export function decimalHours(ms: number): number {
  return Math.round(Math.max(0, ms) / 36_000) / 100;
}

/**
 * The totals of a range (GET /time-total `by=range`, one period) for the chosen groups, or for
 * the chosen sub groups of `timeGroupId`; every chosen one is listed, 0 when it has no time,
 * most time first.
 */
export function rangeTotals(totals: TimeTotals, chosen: ReadonlyArray<{ id: string; name: string }>, timeGroupId?: string): TotalRow[] {
  const ms = new Map<string, number>();
  for (const period of totals.periods) {
    for (const group of period.groups) {
      if (!timeGroupId) ms.set(group.timeGroupId, (ms.get(group.timeGroupId) ?? 0) + group.ms);
      else if (group.timeGroupId === timeGroupId) {
        for (const sub of group.subGroups) ms.set(sub.subGroupId, (ms.get(sub.subGroupId) ?? 0) + sub.ms);
      }
    }
  }
  return chosen
    .map((item) => ({ id: item.id, name: item.name, ms: ms.get(item.id) ?? 0 }))
    .sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));
}

export interface CsvLabels {
  name: string;
  from: string;
  to: string;
  hoursMinutes: string;
  decimalHours: string;
  total: string;
}

/**
 * The CSV of a calculation (RFC 4180, written by Papa Parse's `unparse`): a header, one line per
 * row and a total line, each text a spreadsheet would run as a formula escaped.
 */
export function totalsCsv(rows: readonly TotalRow[], range: { from: string; to: string }, labels: CsvLabels): string {
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const line = (name: string, ms: number) => [name, range.from, range.to, hoursMinutes(ms), decimalHours(ms).toFixed(2)];
  return Papa.unparse(
    escapeFormulas([[labels.name, labels.from, labels.to, labels.hoursMinutes, labels.decimalHours], ...rows.map((row) => line(row.name, row.ms)), line(labels.total, total)]),
    { newline: '\r\n' },
  );
}
