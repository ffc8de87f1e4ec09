import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { DrinksTables } from './tables';

/** Drinks' part of the export: collections and drinks (their photos travel with images). */
export const drinksAccountData = ({ db }: AreaDeps<DrinksTables>) =>
  tablePart(db, [
    { table: 'drink_collection', key: 'id' },
    { table: 'drink', key: 'id', refs: ['collection_id', 'image_id'] },
  ]);
