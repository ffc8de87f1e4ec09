import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { StorageTables } from './tables';

/** Home storage's part of the export: groups and their items. */
export const storageAccountData = ({ db }: AreaDeps<StorageTables>) =>
  tablePart(db, [
    { table: 'storage_group', key: 'id' },
    { table: 'storage_item', key: 'id', refs: ['group_id'] },
  ]);
