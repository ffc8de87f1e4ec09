import type { Updateable } from 'kysely';
import type { AreaDeps } from '../../area';
import { rowColumns } from '../../accountData/rowSchemas';
import type { AccountDataPart, Row } from '../../accountData/types';
import type { AccountsTables } from './tables';

type PreferencesColumns = Omit<AccountsTables['user_preferences'], 'user_id'>;

// Settings that name a row of another area: remapped, or null when the file does not hold it.
const ID_SETTINGS = ['journal_group', 'time_tracker_notes_collection', 'default_shopping_list'] as const;
// device_shutdown_config names devices by id.
const JSON_SETTINGS = ['shape', 'link_order', 'device_shutdown_config'] as const;

/**
 * The accounts area's part: the preferences, and the vault's key, sealed exactly as stored with
 * its key-derivation settings and the extra password's hash, so the restored vault opens with the
 * same extra password. Sign-in secrets (password, two-factor, sessions) never travel.
 */
export function accountsAccountData({ db }: AreaDeps<AccountsTables>): AccountDataPart<AccountsTables> {
  const vaultOf = (userId: string) =>
    db.selectFrom('user').select(['extra_password_hash', 'vault_kdf', 'wrapped_vault_key']).where('id', '=', userId).where('extra_password_hash', 'is not', null).executeTakeFirst();
  const preferencesOf = (userId: string) =>
    db
      .selectFrom('user_preferences')
      .select(rowColumns('user_preferences') as Array<keyof PreferencesColumns>)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  return {
    tables: [{ table: 'user_preferences' }, { table: 'vault' }],
    count: async (userId) => ({ user_preferences: (await preferencesOf(userId)) === undefined ? 0 : 1, vault: (await vaultOf(userId)) === undefined ? 0 : 1 }),
    // An extra password already set means a vault of its own, which a restore must not replace.
    holdsData: async (trx, userId) =>
      (await trx.selectFrom('user').select('id').where('id', '=', userId).where('extra_password_hash', 'is not', null).executeTakeFirst()) !== undefined,
    write: async (userId, out) => {
      const preferences = await preferencesOf(userId);
      if (preferences !== undefined) await out.row('user_preferences', preferences);
      const vault = await vaultOf(userId);
      if (vault !== undefined) await out.row('vault', vault);
    },
    restore: async (trx, input) => {
      const [preferences] = input.rows('user_preferences');
      if (preferences !== undefined) {
        const changes: Row = { ...preferences };
        for (const column of ID_SETTINGS) changes[column] = input.idOrNull(preferences[column] as string | null);
        for (const column of JSON_SETTINGS) if (typeof preferences[column] === 'string') changes[column] = input.remapJson(preferences[column]);
        await trx
          .updateTable('user_preferences')
          .set(changes as Updateable<AccountsTables['user_preferences']>)
          .where('user_id', '=', input.userId)
          .execute();
      }
      const [vault] = input.rows('vault');
      if (vault !== undefined) {
        await trx
          .updateTable('user')
          .set(vault as Pick<AccountsTables['user'], 'extra_password_hash' | 'vault_kdf' | 'wrapped_vault_key'>)
          .where('id', '=', input.userId)
          .execute();
      }
    },
  };
}
