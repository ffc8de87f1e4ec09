import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FileLanguage } from '../../../exports/fileLanguage';
import type { ExportedStamp } from '../repository/exports';

/** One line of an export: the local wall times, and the duration in ms (null while active). */
export interface ExportRow {
  group: string;
  subGroup: string;
  tags: string;
  start: LocalTime;
  end: LocalTime | null;
  durationMs: number | null;
}

/** A wall clock in the export's zone: as text, and its fields for a spreadsheet's zone-less date. */
export interface LocalTime {
  text: string;
  /** The same wall clock as a UTC Date (spreadsheets have no zones). */
  wall: Date;
}

/** The header row in the language the file is asked in (the words the screens use). */
export const EXPORT_HEADERS = {
  en: ['Group', 'Sub group', 'Tags', 'Start', 'End', 'Duration'],
  sv: ['Grupp', 'Undergrupp', 'Taggar', 'Start', 'Slut', 'Tid'],
} as const satisfies Record<FileLanguage, readonly string[]>;

function localTime(isoTime: string, zone: string): LocalTime {
  const local = new TZDate(Date.parse(isoTime), zone);
  return {
    text: format(local, 'yyyy-MM-dd HH:mm:ss'),
    wall: new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds())),
  };
}

/** The stamps as export lines in `zone`, each with its group's tags (comma-separated, by title). */
export function exportRows(stamps: readonly ExportedStamp[], tagsByGroup: ReadonlyMap<string, ReadonlyArray<{ title: string }>>, zone: string): ExportRow[] {
  return stamps.map((stamp) => ({
    group: stamp.group_name,
    subGroup: stamp.sub_group_name,
    tags: (tagsByGroup.get(stamp.group_id) ?? []).map((tag) => tag.title).join(', '),
    start: localTime(stamp.start_time, zone),
    end: stamp.end_time === null ? null : localTime(stamp.end_time, zone),
    durationMs: stamp.end_time === null ? null : Date.parse(stamp.end_time) - Date.parse(stamp.start_time),
  }));
}

/** A duration as H:MM:SS (hours beyond 24 kept: 26:05:00). */
export function clockDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
