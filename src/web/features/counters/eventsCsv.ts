import Papa from 'papaparse';
import { escapeFormulas } from '../../../domain/csvFormula';
import { formatLocalDateTime } from '../../i18n/dateText';
import type { CounterEvent } from './queries';

export interface EventsCsvLabels {
  time: string;
  localTime: string;
  change: string;
  valueAfter: string;
}

/**
 * A counter's changes as CSV (RFC 4180, by Papa Parse's `unparse`), oldest first: the time as
 * UTC ISO 8601 and in the browser's own zone, the change (1, -5) and the value after it.
 * Loaded only when a user exports, so Papa Parse stays out of the page's code.
 */
export function eventsCsv(events: readonly CounterEvent[], labels: EventsCsvLabels): string {
  return Papa.unparse(
    escapeFormulas([
      [labels.time, labels.localTime, labels.change, labels.valueAfter],
      ...events.map((event) => [event.at, formatLocalDateTime(event.at), event.delta, event.valueAfter]),
    ]),
    { newline: '\r\n' },
  );
}

/** `<counter name>-events.csv`, without the characters a file name cannot hold. */
export function eventsFileName(counterName: string): string {
  return `${counterName.replace(/[\\/:*?"<>|]/g, '-')}-events.csv`;
}
