import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import { useApi } from '../../api/useApi';
import { useToast } from '../../shell/ToastProvider';
import { useUnsentChanges } from '../../outbox/OutboxContext';
import { unsentMessages } from './changeLabels';
import { findableList, loadable } from './loadable';
import {
  shoppingListQuery,
  storable,
  storagePlacesQuery,
  useCheckShoppingItem,
  useCreateShoppingItems,
  useDeleteShoppingItems,
  usePutIntoStorage,
  type NewShoppingItem,
  type StoragePlace,
} from './queries';
import { ShoppingModeScreen } from './ShoppingModeScreen';
import { shoppingToasts, shoppingValueToasts } from './toasts';
import { isUnsentItem, shoppingArea, withUnsent } from './unsent';

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
  const toast = useToast();
  const query = useQuery(shoppingListQuery(api, listId));
  const unsent = useUnsentChanges(shoppingArea);
  const shown = query.data ? withUnsent(query.data, unsent) : undefined;
  const list = { ...query, data: shown?.list };
  const check = useCheckShoppingItem(listId);
  const add = useCreateShoppingItems();
  // The storage places are fetched only once "Put checked items into storage" opens.
  const [wantsPlaces, setWantsPlaces] = useState(false);
  const places = useQuery({ ...storagePlacesQuery(api), enabled: wantsPlaces });
  const store = usePutIntoStorage();
  const takeOff = useDeleteShoppingItems(shoppingToasts.clearFailed);

  const putIntoStorage = async (place: StoragePlace, takeOffList: boolean) => {
    const checked = (list.data?.items ?? []).filter((item) => item.checked);
    await store.mutateAsync({ body: { storageGroupId: place._id, items: checked.map(storable), mergeSameFood: true } });
    toast.show(shoppingValueToasts.stored, { kind: 'success', values: { count: checked.length, place: place.name } });
    if (takeOffList) await takeOff.mutateAsync({ params: { query: { shoppingListId: listId, checked: true } } });
  };

  return (
    <ShoppingModeScreen
      list={findableList(list)}
      onCheck={(item, checked) =>
        isUnsentItem(item) ? toast.show(unsentMessages.cannotCheckYet) : check.mutate({ name: item.name, body: { shoppingItemId: item._id, checked } })
      }
      onQuickAdd={(text) => add.mutateAsync({ body: { shoppingListId: listId, items: [quickItem(text)], mergeSameFood: true } })}
      isAdding={add.isPending}
      onRetry={() => void query.refetch()}
      unsentIds={shown?.unsentIds}
      clearing={shown?.clearing}
      storage={{
        places: loadable(places),
        onOpen: () => setWantsPlaces(true),
        onRetryPlaces: () => void places.refetch(),
        onPut: putIntoStorage,
        isPutting: store.isPending || takeOff.isPending,
      }}
    />
  );
}
