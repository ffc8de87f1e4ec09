import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/useApi';
import { useCurrentUser } from '../../auth/AuthProvider';
import { useSavePreferences } from '../../auth/userMutations';
import { errorMessages } from '../../components/form/formMessages';
import { loadable } from './loadable';
import { shoppingListsQuery, useCreateShoppingList, useDeleteShoppingList, useRenameShoppingList } from './queries';
import { ShoppingListsScreen } from './ShoppingListsScreen';
import { shoppingToasts } from './toasts';

/**
 * The default list: the account's `defaultShoppingList` preference (spec §3), saved at once with
 * the account's own call and spec §8's toasts. The new choice shows while it saves; a failure
 * brings the saved one back.
 */
function useDefaultList() {
  const saved = useCurrentUser()?.preferences.defaultShoppingList ?? null;
  const save = useSavePreferences({ successToast: shoppingToasts.defaultSet, failureToast: shoppingToasts.defaultFailed });
  // Quiet: "Deleted shopping list" already says what happened.
  const forget = useSavePreferences({ failureToast: errorMessages.preferencesFailed });
  const [pending, setPending] = useState<string | null>(null);
  const choose = (listId: string) => {
    setPending(listId);
    const settle = () => setPending((now) => (now === listId ? null : now));
    save.mutateAsync({ defaultShoppingList: listId }).then(settle, settle);
  };
  return { current: pending ?? saved, saved, isSaving: save.isPending, choose, forget: () => forget.mutateAsync({ defaultShoppingList: null }).catch(() => undefined) };
}

/** /shopping-lists on the user's lists (loaded with the route). */
export function ShoppingListsRoute() {
  const api = useApi();
  const lists = useQuery(shoppingListsQuery(api));
  const create = useCreateShoppingList();
  const rename = useRenameShoppingList();
  const remove = useDeleteShoppingList();
  const defaultList = useDefaultList();

  return (
    <ShoppingListsScreen
      lists={loadable(lists)}
      defaultListId={defaultList.current}
      isAdding={create.isPending}
      isSettingDefault={defaultList.isSaving}
      onAdd={(name) => create.mutateAsync({ body: { name } })}
      onRename={(shoppingListId, name) => rename.mutateAsync({ body: { shoppingListId, name } })}
      onDelete={async (shoppingListId) => {
        await remove.mutateAsync({ params: { query: { shoppingListId } } });
        if (defaultList.saved === shoppingListId) await defaultList.forget();
      }}
      onSetDefault={defaultList.choose}
      onRetry={() => void lists.refetch()}
    />
  );
}
