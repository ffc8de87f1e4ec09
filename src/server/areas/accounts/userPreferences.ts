import type { Preferences } from '../../../contract/types';
import { findPreferences } from './repository/users';
import type { AccountsDb } from './tables';
import { toPreferences } from './views';

/** A user's preferences as the contract shows them (the defaults until they set any). */
export async function userPreferences(db: AccountsDb, userId: string): Promise<Preferences> {
  return toPreferences(await findPreferences(db, userId));
}
