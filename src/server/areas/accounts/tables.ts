import type { Generated, Kysely } from 'kysely';
import type { Preferences } from '../../../contract/types';

/**
 * The accounts tables as Kysely sees them (see composition.ts for the conventions every area's
 * tables follow: ISO text times, 0/1 booleans, JSON as text).
 */
export interface AccountsTables {
  user: UserTable;
  user_preferences: UserPreferencesTable;
  session: SessionTable;
  refresh_token: RefreshTokenTable;
  rate_limit: RateLimitTable;
  totp_used_step: TotpUsedStepTable;
  recovery_code: RecoveryCodeTable;
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
  extra_password_hash: string | null;
  /** The vault's key derivation (contract VaultKdf, JSON); null without an extra password or with one set before the vault. */
  vault_kdf: string | null;
  /** The vault key, Sealed under the key derived from the extra password. */
  wrapped_vault_key: string | null;
  /** Encrypted with a key derived from the app secret (see totp.ts). */
  totp_secret: string | null;
  totp_pending_secret: string | null;
}

/** One login (main) or extra-password login (extra); also its refresh-token family. */
export interface SessionTable {
  id: string;
  user_id: string;
  kind: 'main' | 'extra';
  state: 'pending_2fa' | 'active';
  parent_id: string | null;
  device: string | null;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  /** Absolute expiry: refreshing never extends it. */
  expires_at: string;
  revoked_at: string | null;
}

export interface RefreshTokenTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  session_id: string;
  created_at: string;
  /** Set when rotated; a used token presented again revokes the session. */
  used_at: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export interface TotpUsedStepTable {
  user_id: string;
  step: number;
  used_at: string;
}

export interface RecoveryCodeTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** Spec §3 preferences; columns with defaults hold spec §9's defaults. */
export interface UserPreferencesTable {
  user_id: string;
  theme: Generated<Preferences['theme']>;
  language: Generated<Preferences['language']>;
  time_sorting: Generated<Preferences['timeSorting']>;
  time_filter: Generated<Preferences['timeFilter']>;
  time_view: Generated<Preferences['timeView']>;
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

/** The database as the accounts area sees it: its own tables. */
export type AccountsDb = Kysely<AccountsTables>;
