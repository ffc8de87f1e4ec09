import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { CollectionsTables } from './tables';

/** Collections' part of the export: collections with their fields, and items (an image value is remapped inside the JSON). */
export const collectionsAccountData = ({ db }: AreaDeps<CollectionsTables>) =>
  tablePart(db, [
    { table: 'collection', key: 'id' },
    { table: 'item', key: 'id', refs: ['collection_id'], jsonRefs: ['values'] },
  ]);
