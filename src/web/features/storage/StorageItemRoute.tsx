import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/useApi';
import { both, findable, loadable } from '../../api/loadable';
import { recipesForItemQuery, storageGroupsQuery, storageItemQuery, today as todayOf, useDeleteStorageItem, useUpdateStorageItem } from './queries';
import { StorageItemScreen } from './StorageItemScreen';

/** /storage-item/:storageItemId on the item and the groups (loaded with the route), and the recipes that use it when it is food. */
export function StorageItemRoute() {
  const { storageItemId } = useParams({ strict: false }) as { storageItemId: string };
  const api = useApi();
  const navigate = useNavigate();
  const [today] = useState(todayOf);
  const item = useQuery(storageItemQuery(api, storageItemId));
  const groups = useQuery(storageGroupsQuery(api, today));
  const isFood = item.data?.isFood === true;
  const recipes = useQuery({ ...recipesForItemQuery(api, storageItemId), enabled: isFood });
  const update = useUpdateStorageItem();
  const remove = useDeleteStorageItem();

  return (
    <StorageItemScreen
      item={both(findable(item, 'STORAGE_ITEM_NOT_FOUND'), loadable(groups))}
      recipes={isFood ? loadable(recipes) : null}
      today={today}
      onSave={(fields) => {
        // Only a new place is sent as a move; the other fields are sent as they are.
        const { storageGroupId, ...rest } = fields;
        const moved = item.data && storageGroupId !== item.data.storageGroupId ? { storageGroupId } : {};
        return update.mutateAsync({ body: { storageItemId, ...rest, ...moved } });
      }}
      onDelete={async () => {
        const groupId = item.data?.storageGroupId;
        await remove.mutateAsync({ params: { query: { storageItemId } } });
        // The deleted item's page has nothing left to show: back to its place.
        await (groupId ? navigate({ to: '/storage-group/$storageGroupId', params: { storageGroupId: groupId } }) : navigate({ to: '/storage-groups' }));
      }}
      isDeleting={remove.isPending}
      onRetry={() => {
        void item.refetch();
        void groups.refetch();
      }}
      onRetryRecipes={() => void recipes.refetch()}
    />
  );
}
