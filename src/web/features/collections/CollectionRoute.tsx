import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useApi } from '../../api/useApi';
import { both, findable, loadable } from '../../api/loadable';
import { downloadText } from '../../components/downloadText';
import { SharePanel } from '../../components/share/SharePanel';
import { morePagesOf } from '../../components/ShowMore';
import { CollectionScreen } from './CollectionScreen';
import { itemsToCsv } from './csv';
import { collectionItemsQuery, collectionQuery, useCreateItem, useImportItems, useSaveCollectionView, useUpdateCollection } from './queries';

/** /collection/:id on the collection and its items (loaded with the route). */
export function CollectionRoute() {
  const { id: collectionId } = useParams({ strict: false }) as { id: string };
  const api = useApi();
  const navigate = useNavigate();
  const collection = useQuery(collectionQuery(api, collectionId));
  const items = useInfiniteQuery(collectionItemsQuery(api, collectionId));
  const saveView = useSaveCollectionView();
  const update = useUpdateCollection();
  const createItem = useCreateItem();
  const importItems = useImportItems();

  return (
    <CollectionScreen
      collection={both(findable(collection, 'COLLECTION_NOT_FOUND'), loadable(items))}
      onViewChange={(view) => saveView.mutate({ body: { collectionId, view } })}
      isAddingItem={createItem.isPending}
      onAddItem={async () => {
        const added = await createItem.mutateAsync({ body: { collectionId } });
        await navigate({ to: '/item/$id', params: { id: added.data._id } });
      }}
      isSavingFields={update.isPending}
      onSaveFields={async (fields) => (await update.mutateAsync({ body: { collectionId, fields } })).data}
      onImport={async (rows) => (await importItems.mutateAsync({ body: { collectionId, items: rows } })).data}
      moreItems={morePagesOf(items)}
      onExport={async () => {
        // Every item, not only the pages read so far.
        let all = items;
        while (all.hasNextPage) {
          all = await all.fetchNextPage();
          if (all.isFetchNextPageError) return; // its toast says so
        }
        const current = collection.data;
        if (!current || !all.data) return;
        await itemsToCsv(current.fields, all.data).then((text) => downloadText(`${current.name}.csv`, text));
      }}
      share={collection.data ? <SharePanel kind="collection" targetId={collectionId} targetName={collection.data.name} /> : null}
      onRetry={() => {
        void collection.refetch();
        void items.refetch();
      }}
    />
  );
}
