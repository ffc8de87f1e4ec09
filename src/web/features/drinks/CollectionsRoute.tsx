import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loadable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { CollectionsScreen } from './CollectionsScreen';
import { CollectionsSidebar } from './DrinksSidebar';
import { drinkCollectionsQuery, makeableDrinksQuery, storageGroupsQuery, useCreateDrinkCollection, useDeleteDrinkCollection, useRenameDrinkCollection } from './queries';

/** /drink-collections on the user's collections (loaded with the route); the storage places and what can be made load on the page. */
export function CollectionsRoute() {
  const api = useApi();
  const collections = useQuery(drinkCollectionsQuery(api));
  const places = useQuery(storageGroupsQuery(api));
  const [placeId, setPlaceId] = useState<string | null>(null);
  const makeable = useQuery({ ...makeableDrinksQuery(api, placeId ?? ''), enabled: placeId !== null });
  const create = useCreateDrinkCollection();
  const rename = useRenameDrinkCollection();
  const remove = useDeleteDrinkCollection();
  return (
    <>
      <CollectionsScreen
        collections={loadable(collections)}
        isAdding={create.isPending}
        onAdd={(name) => create.mutateAsync({ body: { name } })}
        onRename={(drinkCollectionId, name) => rename.mutateAsync({ body: { drinkCollectionId, name } })}
        onDelete={(drinkCollectionId, fate) => remove.mutateAsync({ params: { query: { drinkCollectionId, ...fate } } })}
        onRetry={() => void collections.refetch()}
        make={{
          places: loadable(places),
          placeId,
          onChoose: setPlaceId,
          drinks: placeId === null ? null : loadable(makeable),
          onRetryPlaces: () => void places.refetch(),
          onRetryDrinks: () => void makeable.refetch(),
        }}
      />
      <CollectionsSidebar />
    </>
  );
}
