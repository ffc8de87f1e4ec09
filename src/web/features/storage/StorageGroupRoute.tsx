import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/useApi';
import type { ItemFields } from './ItemForm';
import { both, findable, loadable } from '../../api/loadable';
import { groupItemsQuery, storageGroupQuery, today as todayOf, useAddStorageItem, useDeleteStorageItem, useUpdateGroupItem } from './queries';
import { StorageGroupScreen } from './StorageGroupScreen';
import { amountText } from './itemText';
import { itemsWithUnsent, storageArea } from './unsent';
import { useUnsentChanges } from '../../outbox/OutboxContext';
import { useIntl } from 'react-intl';

/** The fields an item is saved with (its place stays: moving is on the item's page). */
function itemBody({ storageGroupId: _place, ...fields }: ItemFields) {
  return fields;
}

/** /storage-group/:storageGroupId on the group and its items (loaded with the route). */
export function StorageGroupRoute() {
  const { storageGroupId } = useParams({ strict: false }) as { storageGroupId: string };
  const api = useApi();
  const [today] = useState(todayOf);
  const group = useQuery(storageGroupQuery(api, storageGroupId, today));
  const items = useQuery(groupItemsQuery(api, storageGroupId));
  const add = useAddStorageItem();
  const update = useUpdateGroupItem(storageGroupId);
  const intl = useIntl();
  const unsent = useUnsentChanges(storageArea);
  const shown = items.data ? itemsWithUnsent(items.data, unsent) : undefined;
  const remove = useDeleteStorageItem();
  return (
    <StorageGroupScreen
      group={both(findable(group, 'STORAGE_GROUP_NOT_FOUND'), loadable({ ...items, data: shown?.items }))}
      unsentIds={shown?.unsentIds}
      today={today}
      isAdding={add.isPending}
      onAdd={(fields) => add.mutateAsync({ body: { storageGroupId, items: [itemBody(fields)] } })}
      onSaveItem={(item, fields) => update.mutateAsync({ name: fields.name, amount: amountText(intl, fields), body: { storageItemId: item._id, ...itemBody(fields) } })}
      onDeleteItem={(item) => remove.mutateAsync({ params: { query: { storageItemId: item._id } } })}
      onRetry={() => {
        void group.refetch();
        void items.refetch();
      }}
    />
  );
}
