import type { AreaDeps, DashboardSectionReader } from '../../area';
import * as items from './repository/items';
import * as lists from './repository/lists';
import { DASHBOARD_OPEN_ITEMS } from './settings';
import type { ShoppingTables } from './tables';
import { toItem } from './views';

/**
 * The dashboard's shopping card: the default list (the `defaultShoppingList` preference, when it
 * names one of the caller's lists) with its first open items, whatever the date. No default list:
 * no section.
 */
export function shoppingDashboardSection({ db }: AreaDeps<ShoppingTables>): DashboardSectionReader {
  return async ({ userId, preferences }) => {
    const listId = preferences.defaultShoppingList;
    if (listId === undefined) return undefined;
    const list = await lists.findList(db, userId, listId);
    if (list === undefined) return undefined;
    const [openItems, counts] = await Promise.all([items.itemsOf(db, userId, list.id, { checked: false, limit: DASHBOARD_OPEN_ITEMS }), lists.itemCounts(db, userId, [list.id])]);
    return { area: 'shopping', shoppingListId: list.id, name: list.name, openItems: openItems.map(toItem), openCount: counts.get(list.id)?.open ?? 0 };
  };
}
