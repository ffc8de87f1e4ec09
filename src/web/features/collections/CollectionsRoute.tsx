import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/useApi';
import { loadable } from '../../api/loadable';
import { CollectionsScreen } from './CollectionsScreen';
import { collectionsQuery, useCreateCollection, useDeleteCollection, useUpdateCollection } from './queries';

/** /collections on the user's collections (loaded with the route). */
export function CollectionsRoute() {
  const api = useApi();
  const collections = useQuery(collectionsQuery(api));
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const remove = useDeleteCollection();
  return (
    <CollectionsScreen
      collections={loadable(collections)}
      isAdding={create.isPending}
      onAdd={(name) => create.mutateAsync({ body: { name } })}
      onRename={(collectionId, name) => update.mutateAsync({ body: { collectionId, name } })}
      onDelete={(collectionId) => remove.mutateAsync({ params: { query: { collectionId } } })}
      onRetry={() => void collections.refetch()}
    />
  );
}
