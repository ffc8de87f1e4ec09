import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { findable, loadable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { StoredImage } from '../../components/image/StoredImage';
import { SharePanel } from '../../components/share/SharePanel';
import { morePagesOf } from '../../components/ShowMore';
import { CollectionScreen } from './CollectionScreen';
import { CollectionsSidebar } from './DrinksSidebar';
import type { CollectionSearch } from './pageSearch';
import { collectionDrinksQuery, drinkCollectionQuery, useCreateDrink } from './queries';

/**
 * /drink-collection/:id on the collection and its drinks (the first page loaded with the route,
 * the next ones on Show more drinks). The search,
 * filters and sort live in the URL (replaced as they change, so Back leaves the page rather than
 * stepping through each keystroke); a drink added by name opens with its form.
 */
export function CollectionRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as CollectionSearch;
  const api = useApi();
  const navigate = useNavigate();
  const collection = useQuery(drinkCollectionQuery(api, id));
  const drinks = useInfiniteQuery(collectionDrinksQuery(api, id));
  const create = useCreateDrink();
  return (
    <>
      <CollectionScreen
        // Another collection starts with its own search box.
        key={id}
        collection={findable(collection, 'DRINK_COLLECTION_NOT_FOUND')}
        drinks={loadable(drinks)}
        moreDrinks={morePagesOf(drinks)}
        search={search}
        onSearchChange={(next) => void navigate({ to: '/drink-collection/$id', params: { id }, search: next, replace: true })}
        isAdding={create.isPending}
        onAddDrink={async (name) => {
          const made = await create.mutateAsync({ body: { name, collectionId: id } });
          await navigate({ to: '/drink/$id', params: { id: made.data._id }, search: { edit: true } });
        }}
        onRetry={() => {
          void collection.refetch();
          if (drinks.isError) void drinks.refetch();
        }}
        onRetryDrinks={() => void drinks.refetch()}
        // The name is beside it in the same link: the thumbnail is decoration.
        renderThumb={(drink) => drink.imageId && <StoredImage imageId={drink.imageId} size="thumb" alt="" />}
        renderShare={() => <SharePanel kind="drinkCollection" targetId={id} targetName={collection.data?.name ?? ''} />}
      />
      <CollectionsSidebar />
    </>
  );
}
