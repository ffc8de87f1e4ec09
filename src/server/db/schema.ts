import type { Generated } from 'kysely';
import type { LanguageCode, Theme, TimeFilter, TimeSorting, TimeView } from '../../domain/preferences';

/**
 * The tables as Kysely sees them. Conventions that hold on both SQLite and PostgreSQL:
 * - times are ISO 8601 UTC strings (`Date#toISOString()`), which sort correctly as text;
 * - booleans are integers 0/1 (better-sqlite3 cannot bind `true`, and one representation
 *   keeps the repositories free of dialect checks);
 * - JSON values are text, parsed by the repository.
 */
export interface Database {
  user: UserTable;
  user_preferences: UserPreferencesTable;
}

export interface UserTable {
  id: string;
  username: string;
  /** username lower-cased: usernames are unique ignoring case. */
  username_key: string;
  password_hash: string;
  is_2fa_enabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Spec §3 preferences; columns with defaults hold spec §9's defaults. */
export interface UserPreferencesTable {
  user_id: string;
  theme: Generated<Theme>;
  language: Generated<LanguageCode>;
  time_sorting: Generated<TimeSorting>;
  time_filter: Generated<TimeFilter>;
  time_view: Generated<TimeView>;
  shape: string | null;
  journal_group: string | null;
  time_tracker_notes_collection: string | null;
  default_shopping_list: string | null;
  /** JSON array of link ids; null means the default order. */
  link_order: string | null;
  use_device_shutdown: number | null;
  /** JSON object. */
  device_shutdown_config: string | null;
  updated_at: string;
}
