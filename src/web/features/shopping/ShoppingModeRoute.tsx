import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import { useApi } from '../../api/useApi';
import { findable } from './loadable';
import { shoppingListQuery, useCheckShoppingItem, useCreateShoppingItems, type NewShoppingItem } from './queries';
import { ShoppingModeScreen } from './ShoppingModeScreen';

/** What the quick add field sends: "2 l milk" as 2, l and milk; text the parser reads no food in, as written. */
export function quickItem(text: string): NewShoppingItem {
  const parsed = parseIngredient(text);
  const name = parsed.food.trim();
  if (parsed.isHeading || !name) return { name: text };
  return { name, quantity: parsed.quantity, unit: parsed.unit };
}

/** /shopping-list/:listId in shopping mode, on the list with its items (loaded with the route). */
export function ShoppingModeRoute() {
  const { listId } = useParams({ strict: false }) as { listId: string };
  const api = useApi();
  const list = useQuery(shoppingListQuery(api, listId));
  const check = useCheckShoppingItem(listId);
  const add = useCreateShoppingItems();
  return (
    <ShoppingModeScreen
      list={findable(list)}
      onCheck={(item, checked) => check.mutate({ body: { shoppingItemId: item._id, checked } })}
      onQuickAdd={(text) => add.mutateAsync({ body: { shoppingListId: listId, items: [quickItem(text)], mergeSameFood: true } })}
      isAdding={add.isPending}
      onRetry={() => void list.refetch()}
    />
  );
}
