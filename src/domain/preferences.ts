/** A user's preferences as spec §3 lists them; the defaults are spec §9's. */
export type Theme = 'light' | 'dark';
/** Spec §4: language 1 is English, 2 is Swedish. */
export type LanguageCode = 1 | 2;
export type TimeFilter = 'day' | 'week' | 'month' | 'total';
export type TimeView = 'list' | 'graph' | 'timeline';
export type TimeSorting = 'normal' | 'tags';

export interface Preferences {
  theme: Theme;
  language: LanguageCode;
  timeSorting: TimeSorting;
  timeFilter: TimeFilter;
  timeView: TimeView;
  shape?: string;
  journalGroup?: string;
  timeTrackerNotesCollection?: string;
  defaultShoppingList?: string;
  /** Sidebar link ids in the user's order; absent means the default order. */
  linkOrder?: string[];
  useDeviceShutdown?: boolean;
  deviceShutdownConfig?: Record<string, unknown>;
}

export const defaultPreferences: Preferences = {
  theme: 'light',
  language: 1,
  timeSorting: 'normal',
  timeFilter: 'day',
  timeView: 'list',
};
