import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useApi } from '../../api/useApi';
import { both, findable, loadable } from '../../api/loadable';
import { ItemScreen } from './ItemScreen';
import { collectionQuery, itemQuery, useDeleteItem, useUpdateItem } from './queries';

/** /item/:id on the item and its collection (loaded with the route). */
export function ItemRoute() {
  const { id: itemId } = useParams({ strict: false }) as { id: string };
  const api = useApi();
  const navigate = useNavigate();
  const item = useQuery(itemQuery(api, itemId));
  const collectionId = item.data?.collectionId;
  const collection = useQuery({ ...collectionQuery(api, collectionId ?? ''), enabled: collectionId !== undefined });
  const update = useUpdateItem();
  const remove = useDeleteItem();
  return (
    <ItemScreen
      item={both(findable(item, 'ITEM_NOT_FOUND'), loadable(collection))}
      isSaving={update.isPending}
      isDeleting={remove.isPending}
      onSave={(values) => update.mutateAsync({ body: { itemId, values } })}
      onClearKept={(fieldId) => update.mutateAsync({ body: { itemId, discardUnconverted: [fieldId] } })}
      onDelete={async () => {
        await remove.mutateAsync({ params: { query: { itemId } } });
        // The deleted item's page has nothing left to show: back to its collection.
        await (collectionId ? navigate({ to: '/collection/$id', params: { id: collectionId } }) : navigate({ to: '/collections' }));
      }}
      onRetry={() => {
        void item.refetch();
        void collection.refetch();
      }}
    />
  );
}
