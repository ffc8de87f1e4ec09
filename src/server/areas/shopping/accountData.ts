import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { ShoppingTables } from './tables';

/** Shopping's part of the export: lists and their items. */
export const shoppingAccountData = ({ db }: AreaDeps<ShoppingTables>) =>
  tablePart(db, [
    { table: 'shopping_list', key: 'id' },
    { table: 'shopping_item', key: 'id', refs: ['list_id'] },
  ]);
