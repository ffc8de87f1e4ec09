import type { Kysely } from 'kysely';

/**
 * The password vault's tables as Kysely sees them (see composition.ts for the conventions). Ids
 * are unique per user, not across users: the browser chooses an entry's id (it is the associated
 * data of the entry's ciphertexts) and an imported group's, so the keys are (user_id, id).
 */
export interface PasswordsTables {
  password_group: PasswordGroupTable;
  password_entry: PasswordEntryTable;
}

export interface PasswordGroupTable {
  id: string;
  user_id: string;
  name: string;
  /** name lower-cased: a user's group names are unique ignoring case. */
  name_key: string;
  created_at: string;
  updated_at: string;
}

export interface PasswordEntryTable {
  id: string;
  user_id: string;
  /** Always one of the user's groups (a foreign key on user_id and group_id). */
  group_id: string;
  /** Plaintext: the search key (spec §3). */
  name: string;
  /** name lower-cased, what a search by name matches. */
  name_key: string;
  /** Sealed in the browser (contract `Sealed`); the server never opens them. */
  username: string;
  password: string;
  url: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

export type PasswordsDb = Kysely<PasswordsTables>;
