import type { AreaDeps, DashboardSectionReader } from '../../area';
import { expiringThrough } from './expiry';
import * as items from './repository/items';
import type { StorageTables } from './tables';
import { toExpiring } from './views';

/** The dashboard card lists this many; `expiringCount` says how many there are in all. */
const CARD_ITEMS = 10;

/**
 * The dashboard's items expiring soon on its date: a best-before at most 7 days later, or
 * already past, soonest first. Nothing expiring: no section.
 */
export function storageDashboardSection({ db }: AreaDeps<StorageTables>): DashboardSectionReader {
  return async ({ userId, date }) => {
    const rows = await items.expiringThrough(db, userId, expiringThrough(date));
    if (rows.length === 0) return undefined;
    return {
      area: 'storage',
      expiring: rows.slice(0, CARD_ITEMS).map((row) => toExpiring({ ...row, best_before: row.best_before! }, date)),
      expiringCount: rows.length,
    };
  };
}
