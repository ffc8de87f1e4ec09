import type { Preferences } from '../../../contract/types';
import { userPreferences } from '../accounts/index';
import type { AccountsDb } from '../accounts/tables';
import type { DeviceControlDb } from './tables';

/**
 * The owner's preferences (the switch and the rules), read through the accounts area, which
 * reads only `user_preferences` (a table device control's database holds, read-only).
 */
export function ownerPreferences(db: DeviceControlDb, userId: string): Promise<Preferences> {
  return userPreferences(db as unknown as AccountsDb, userId);
}
