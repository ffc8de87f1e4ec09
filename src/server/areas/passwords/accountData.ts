import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { PasswordsTables } from './tables';

/** The vault's groups and entries, sealed exactly as stored (the browser encrypted them; the key is the accounts area's). */
export const passwordsAccountData = ({ db }: AreaDeps<PasswordsTables>) =>
  tablePart(db, [
    // Ids are the user's own, and each sealed value is bound to its entry's id: they stay as they are.
    { table: 'password_group', key: 'id', keepIds: true },
    { table: 'password_entry', key: 'id', keepIds: true, refs: ['group_id'] },
  ]);
