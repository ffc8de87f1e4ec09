import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useApi } from '../../api/useApi';
import { useUnsentChanges } from '../../outbox/OutboxContext';
import { findableList } from './loadable';
import {
  restorable,
  shoppingListQuery,
  useClearCheckedItems,
  useDeleteShoppingItems,
  useRenameShoppingList,
  useReorderShoppingItems,
  useRestoreShoppingItems,
  useUpdateShoppingItem,
} from './queries';
import { ShoppingEditScreen } from './ShoppingEditScreen';
import { shoppingArea, withUnsent } from './unsent';

/**
 * /specific-shopping-list/:listId on the list with its items (loaded with the route). Undo of a
 * delete posts the items back as they were, checked ones with `checked: true` (they go to the
 * end of the list: the server places new items last).
 */
export function ShoppingEditRoute() {
  const { listId } = useParams({ strict: false }) as { listId: string };
  const api = useApi();
  const list = useQuery(shoppingListQuery(api, listId));
  const rename = useRenameShoppingList();
  const reorder = useReorderShoppingItems(listId);
  const update = useUpdateShoppingItem();
  const deleteItem = useDeleteShoppingItems();
  const clearChecked = useClearCheckedItems(listId);
  // Only the pending clear is shown here: items added offline have no id to edit or order yet.
  const unsent = useUnsentChanges(shoppingArea);
  const clearing = list.data ? withUnsent(list.data, unsent).clearing : false;
  const restore = useRestoreShoppingItems();
  return (
    <ShoppingEditScreen
      list={findableList(list)}
      isRenaming={rename.isPending}
      onRename={(name) => rename.mutateAsync({ body: { shoppingListId: listId, name } })}
      onReorder={(itemOrder) => reorder.mutate({ body: { shoppingListId: listId, itemOrder } })}
      onSaveItem={(item, change) => update.mutateAsync({ body: { shoppingItemId: item._id, ...change } })}
      onDeleteItem={async (item) => (await deleteItem.mutateAsync({ params: { query: { shoppingItemId: item._id } } })).data}
      onClearChecked={() => clearChecked.clear(list.data?.name ?? '')}
      clearing={clearing}
      isClearing={clearChecked.isPending}
      onRestore={(items) => restore.mutateAsync({ body: { shoppingListId: listId, items: items.map(restorable) } })}
      isRestoring={restore.isPending}
      onRetry={() => void list.refetch()}
    />
  );
}
