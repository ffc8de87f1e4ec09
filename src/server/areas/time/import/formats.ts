import type { Schemas } from '../../../../contract/types';
import type { DateOrder } from './localTimes';

export type ImportFormat = Schemas['TimeImportFormat'];

/** Where a format keeps each part of an entry: the header names it may use (compared ignoring case). */
export interface FormatColumns {
  /** How the export names itself in refusals. */
  label: string;
  project: string[];
  client: string[];
  /** The sub group: the first of these with text (task, else description). */
  subGroup: string[][];
  tags: string[];
  startDate: string[];
  startTime: string[];
  /** Kimai writes one date: an end before the start is the next day. */
  endDate: string[] | undefined;
  endTime: string[];
  /** How its slashed dates are usually meant when the values leave it open. */
  usualDateOrder: DateOrder;
}

export const FORMATS: Record<ImportFormat, FormatColumns> = {
  // Toggl Track's detailed report: Start date 2024-03-04, Start time 10:23:52, Tags "Development, Backend".
  'toggl-csv': {
    label: 'Toggl Track detailed CSV export',
    project: ['Project'],
    client: ['Client'],
    subGroup: [['Task'], ['Description']],
    tags: ['Tags'],
    startDate: ['Start date'],
    startTime: ['Start time'],
    endDate: ['End date'],
    endTime: ['End time'],
    usualDateOrder: 'monthFirst',
  },
  // Clockify's detailed report: dates as the user's settings say (03/04/2024 by default), times 10:23 AM or 10:23:52 AM.
  'clockify-csv': {
    label: 'Clockify detailed CSV export',
    project: ['Project'],
    client: ['Client'],
    subGroup: [['Task'], ['Description']],
    tags: ['Tags'],
    startDate: ['Start Date'],
    startTime: ['Start Time'],
    endDate: ['End Date'],
    endTime: ['End Time'],
    usualDateOrder: 'monthFirst',
  },
  // Kimai's CSV export: Date, From, To, Duration, Customer, Project, Activity, Description, Tags.
  'kimai-csv': {
    label: 'Kimai CSV export',
    project: ['Project'],
    client: ['Customer'],
    subGroup: [['Activity'], ['Description']],
    tags: ['Tags'],
    startDate: ['Date', 'Begin date'],
    startTime: ['From', 'Begin'],
    endDate: undefined,
    endTime: ['To', 'End'],
    usualDateOrder: 'dayFirst',
  },
};

/** The header names of the columns a file must have to be read as this format. */
export function requiredColumns(columns: FormatColumns): string[][] {
  return [columns.project, columns.startDate, columns.startTime, columns.endTime, ...(columns.endDate ? [columns.endDate] : [])];
}

/** The file's own spelling of the first of `names` it has (ignoring case), if any. */
export function findColumn(header: readonly string[], names: readonly string[]): string | undefined {
  for (const name of names) {
    const found = header.find((column) => column.toLowerCase() === name.toLowerCase());
    if (found !== undefined) return found;
  }
  return undefined;
}
