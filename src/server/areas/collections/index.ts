import { defineArea } from '../../area';
import { collectionsAccountData } from './accountData';
import { createCollectionsHandlers } from './handlers';
import * as m20261127T0910 from './migrations/20261127T0910_collections';
import { collectionsSettings } from './settings';

/** Generic collections: fields of the user's own (typed, ordered), items that fill them, imports of many items at once. */
export const collections = defineArea({
  name: 'collections',
  settings: collectionsSettings,
  handlers: createCollectionsHandlers,
  accountData: collectionsAccountData,
  migrations: {
    '20261127T0910_collections': m20261127T0910,
  },
});

/** The share area pages a shared collection's items as GET /item does. */
export { decodeItemCursor, encodeItemCursor, type ItemCursor } from './itemCursor';
