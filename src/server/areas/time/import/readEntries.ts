import type { Schemas } from '../../../../contract/types';
import { refusals } from '../refusals';
import { FORMATS, findColumn, requiredColumns, type ImportFormat } from './formats';
import { detectDateOrder, instantOf, nextDay, readClock, readDay, splitDatedClock, type DateOrder, type LocalDay } from './localTimes';
import type { CsvTable } from './readCsv';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** One row that can become a stamp: its names (trimmed, at most 100 characters) and its instants. */
export interface ImportEntry {
  row: number;
  group: string;
  subGroup: string;
  /** The row's tags and its client, by title (no two alike ignoring case). */
  tags: string[];
  start: number;
  end: number;
}

export type Skip = Schemas['TimeImportSkip'];

export interface ReadEntries {
  entries: ImportEntry[];
  skips: Skip[];
  dateOrder: DateOrder;
}

/** The time area's name length (TimeName); longer names from other apps are cut, not refused. */
const MAX_NAME = 100;
const NO_PROJECT = 'No project';
const NO_DESCRIPTION = 'No description';
/** Rows read between yields to the event loop. */
const SLICE = 2_000;

const named = (text: string | undefined, fallback: string) => {
  const name = (text ?? '').trim().slice(0, MAX_NAME).trim();
  return name === '' ? fallback : name;
};

function tagsOf(tags: string | undefined, client: string | undefined): string[] {
  const titles = [...(tags ?? '').split(','), client ?? ''].map((title) => title.trim().slice(0, MAX_NAME).trim()).filter((title) => title !== '');
  const seen = new Set<string>();
  return titles.filter((title) => !seen.has(title.toLowerCase()) && seen.add(title.toLowerCase()));
}

/**
 * The file's rows as entries (in the format's columns, times in `zone`) and the rows skipped and
 * why. A file without the format's columns, or none of whose rows can be read, is 422
 * IMPORT_UNREADABLE naming the first bad row. Yields to the loop every few thousand rows.
 */
export async function readEntries(table: CsvTable, format: ImportFormat, zone: string, order: DateOrder | 'auto'): Promise<ReadEntries> {
  const columns = FORMATS[format];
  const missing = requiredColumns(columns).find((names) => findColumn(table.header, names) === undefined);
  if (missing !== undefined) throw refusals.importUnreadable(`This is not a ${columns.label}: it has no "${missing[0]}" column`);
  if (table.rows.length === 0) throw refusals.importUnreadable('The file has a header but no entries');
  const column = (names: readonly string[]) => findColumn(table.header, names);
  const [project, client, tags, startDate, startTime, endTime] = [columns.project, columns.client, columns.tags, columns.startDate, columns.startTime, columns.endTime].map(column);
  const endDate = columns.endDate && column(columns.endDate);
  const subGroups = columns.subGroup.map(column).filter((name) => name !== undefined);
  const dateOrder =
    order === 'auto' ? detectDateOrder(table.rows.flatMap((row) => [row[startDate!] ?? '', endDate === undefined ? '' : (row[endDate] ?? '')]), columns.usualDateOrder) : order;

  const entries: ImportEntry[] = [];
  const skips: Skip[] = [];
  for (const [index, row] of table.rows.entries()) {
    if (index > 0 && index % SLICE === 0) await yieldToLoop();
    const number = index + 2;
    const unreadable = (value: string | undefined) => skips.push({ row: number, reason: 'unreadableTime', value: (value ?? '').slice(0, 100) });
    const start = instantAt(row[startDate!] ?? '', row[startTime!] ?? '', dateOrder, zone);
    if (typeof start === 'string') {
      unreadable(start);
      continue;
    }
    let end = instantAt(endDate === undefined ? (row[startDate!] ?? '') : (row[endDate] ?? ''), row[endTime!] ?? '', dateOrder, zone);
    if (typeof end === 'string') {
      unreadable(end);
      continue;
    }
    // Kimai has one date: an end before the start ran past midnight.
    if (endDate === undefined && end.at < start.at) end = { ...end, at: instantOf(nextDay(end.day), end.clockMs, zone) };
    if (end.at < start.at) skips.push({ row: number, reason: 'endBeforeStart' });
    else if (end.at === start.at) skips.push({ row: number, reason: 'zeroLength' });
    else {
      const subGroupText = subGroups.map((name) => row[name]?.trim() ?? '').find((text) => text !== '');
      entries.push({
        row: number,
        group: named(row[project!], NO_PROJECT),
        subGroup: named(subGroupText, NO_DESCRIPTION),
        tags: tagsOf(tags === undefined ? undefined : row[tags], client === undefined ? undefined : row[client]),
        start: start.at,
        end: end.at,
      });
    }
  }
  const firstBad = skips.find((skip) => skip.reason === 'unreadableTime');
  if (entries.length === 0 && firstBad !== undefined) {
    throw refusals.importUnreadable(`No row could be read: row ${firstBad.row} has "${firstBad.value}" where a date and time should be`);
  }
  return { entries, skips, dateOrder };
}

interface ReadInstant {
  day: LocalDay;
  clockMs: number;
  at: number;
}

/** The instant of a date cell and a time cell (which may carry its own date), or the text that could not be read. */
function instantAt(dayText: string, timeText: string, order: DateOrder, zone: string): ReadInstant | string {
  const { day: ownDay, clock } = splitDatedClock(timeText);
  const day = readDay(ownDay ?? dayText, order);
  const clockMs = readClock(clock);
  if (day === undefined) return ownDay ?? dayText;
  if (clockMs === undefined) return timeText;
  return { day, clockMs, at: instantOf(day, clockMs, zone) };
}
