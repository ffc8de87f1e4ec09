import type { OutboxChange } from '../../../../machines/outboxMachine';
import type { RequestBody, Schemas } from '../../../contract/types';

type ShoppingItem = Schemas['ShoppingItem'];
type ShoppingListWithItems = Schemas['ShoppingListWithItems'];

/** The outbox area of the shopping changes (their marks and the refresh once they land). */
export const shoppingArea = 'shopping';

/** Items added on this device and not on the server yet have no server id: theirs starts with this. */
const unsentIdPrefix = 'unsent-';

export const isUnsentItem = (item: Pick<ShoppingItem, '_id'>) => item._id.startsWith(unsentIdPrefix);

/** What one list looks like with this device's unsent changes, and which of its items they touch. */
export interface ListWithUnsent {
  list: ShoppingListWithItems;
  /** Ids of the items an unsent change checks, unchecks or adds. */
  unsentIds: ReadonlySet<string>;
  /** The list's checked items were cleared here, and the server does not know yet. */
  clearing: boolean;
}

type CreateBody = RequestBody<'createShoppingItems'>;
type UpdateBody = RequestBody<'updateShoppingItem'>;

/**
 * The list as the server sent it with the unsent changes laid over it, so a reload (or a refetch
 * while they wait) still shows them: checks as made, and added items at the end under temporary
 * ids. Both are idempotent over the optimistic cache. A clear is not laid over (its optimistic
 * removal already happened in the cache, and replaying it would take items checked after it).
 */
export function withUnsent(list: ShoppingListWithItems, changes: readonly OutboxChange[]): ListWithUnsent {
  const unsentIds = new Set<string>();
  let items = list.items;
  let clearing = false;
  const last = items.reduce((most, item) => Math.max(most, item.position), 0);
  for (const change of changes) {
    const { method, path, body, query } = change.request;
    if (path !== '/shopping-item') continue;
    if (method === 'PUT') {
      const { shoppingItemId, checked } = body as UpdateBody;
      unsentIds.add(shoppingItemId);
      if (checked !== undefined) items = items.map((item) => (item._id === shoppingItemId ? { ...item, checked, checkedAt: checked ? (item.checkedAt ?? change.queuedAt) : null } : item));
    } else if (method === 'POST' && (body as CreateBody).shoppingListId === list._id) {
      const added = (body as CreateBody).items.map((each, index): ShoppingItem => ({
        _id: `${unsentIdPrefix}${change.id}-${index}`,
        shoppingListId: list._id,
        name: each.name,
        quantity: each.quantity ?? null,
        unit: each.unit ?? null,
        note: each.note ?? '',
        checked: each.checked ?? false,
        checkedAt: each.checked ? change.queuedAt : null,
        position: last + 1 + index,
        createdAt: change.queuedAt,
      }));
      added.forEach((item) => unsentIds.add(item._id));
      items = [...items, ...added];
    } else if (method === 'DELETE' && query?.shoppingListId === list._id) {
      clearing = true;
    }
  }
  if (items === list.items) return { list, unsentIds, clearing };
  const openCount = items.filter((item) => !item.checked).length;
  return { list: { ...list, items, openCount, checkedCount: items.length - openCount }, unsentIds, clearing };
}
