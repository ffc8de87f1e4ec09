import { refusals } from './refusals';
import * as entryQueries from './repository/entries';
import * as groupQueries from './repository/groups';
import type { PasswordsSettings } from './settings';
import type { PasswordsDb } from './tables';

/**
 * Refuses adding `groups` groups and `entries` entries that would take the user past the vault's
 * ceilings, so an import is refused whole; counted inside the adding transaction.
 */
export async function requireRoom(db: PasswordsDb, userId: string, settings: PasswordsSettings, { groups = 0, entries = 0 }): Promise<void> {
  if (groups > 0) {
    const room = Math.max(0, settings.maxGroups - (await groupQueries.countGroups(db, userId)));
    if (groups > room) throw refusals.tooManyGroups(settings.maxGroups, room);
  }
  if (entries > 0) {
    const room = Math.max(0, settings.maxPasswords - (await entryQueries.countEntries(db, userId)));
    if (entries > room) throw refusals.tooManyPasswords(settings.maxPasswords, room);
  }
}
