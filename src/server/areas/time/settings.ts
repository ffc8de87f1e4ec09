import { MAX_EXPORT_ROWS, MAX_GOALS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, MAX_SUB_GROUPS, MAX_TAGS, MAX_TIME_GROUPS } from './limits';

/** The tunable parts of the time tracker; tests pass a fixed clock, smaller pages or lower limits. */
export interface TimeSettings {
  /** The clock active stamps count up to, and new stamps start at. */
  now: () => Date;
  /** Stamps per page of GET /time-stamp?subGroupId. */
  pageSize: number;
  /** How many time groups one user may keep (MAX_TIME_GROUPS; tests lower it). */
  maxGroups: number;
  /** How many sub groups one user may keep across their groups (MAX_SUB_GROUPS; tests lower it). */
  maxSubGroups: number;
  /** How many tags one user may keep (MAX_TAGS; tests lower it). */
  maxTags: number;
  /** How many goals one user may keep (MAX_GOALS; tests lower it). */
  maxGoals: number;
  /** The largest `csv` POST /time-import reads, in UTF-8 bytes (MAX_IMPORT_BYTES; tests lower it). */
  maxImportBytes: number;
  /** The most rows one import reads (MAX_IMPORT_ROWS; tests lower it). */
  maxImportRows: number;
  /** The most stamps one export writes (MAX_EXPORT_ROWS; tests lower it). */
  maxExportRows: number;
}

export const DEFAULT_TIME_SETTINGS: TimeSettings = {
  now: () => new Date(),
  pageSize: 50,
  maxGroups: MAX_TIME_GROUPS,
  maxSubGroups: MAX_SUB_GROUPS,
  maxTags: MAX_TAGS,
  maxGoals: MAX_GOALS,
  maxImportBytes: MAX_IMPORT_BYTES,
  maxImportRows: MAX_IMPORT_ROWS,
  maxExportRows: MAX_EXPORT_ROWS,
};

export function timeSettings(overrides: Partial<TimeSettings> = {}): TimeSettings {
  return { ...DEFAULT_TIME_SETTINGS, ...overrides };
}
