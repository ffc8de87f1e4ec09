import type { AreaDeps } from '../../../area';
import { attachment, datedFileName } from '../../../exports/attachment';
import type { SecuredHandlers } from '../../../handlers';
import { itemsAsCsv } from '../export/itemsCsv';
import { everyItem } from '../repository/items';
import type { StorageSettings } from '../settings';
import type { StorageTables } from '../tables';

/** /storage-export: every item as a CSV file. */
export function createExportHandlers({ db }: AreaDeps<StorageTables>, settings: StorageSettings) {
  return {
    async exportStorage({ query: { language = 'en' }, caller: { userId } }) {
      const csv = itemsAsCsv(await everyItem(db, userId), language);
      return attachment(Buffer.from(csv, 'utf8'), 'text/csv; charset=utf-8', datedFileName('storage', settings.now(), 'csv'));
    },
  } satisfies Partial<SecuredHandlers>;
}
