import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/useApi';
import { StoredImage } from '../../components/image/StoredImage';
import { CollectionScreen } from './CollectionScreen';
import { findable, loadable } from '../../api/loadable';
import { collectionRecipesQuery, recipeCollectionQuery } from './queries';
import { CollectionsSidebar } from './RecipesSidebar';

/** /recipe-collection/:id on the collection and its recipes (loaded with the route); a search asks the server with `query`. */
export function CollectionRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const api = useApi();
  // The search belongs to the collection it was made in; another collection starts with none.
  const [search, setSearch] = useState({ id, query: '' });
  const query = search.id === id ? search.query : '';
  const collection = useQuery(recipeCollectionQuery(api, id));
  const recipes = useQuery(collectionRecipesQuery(api, id, query || undefined));
  return (
    <>
      <CollectionScreen
        // A new collection starts with an empty search.
        key={id}
        collection={findable(collection, 'RECIPE_COLLECTION_NOT_FOUND')}
        recipes={loadable(recipes)}
        query={query}
        onSearch={(next) => setSearch({ id, query: next })}
        onRetry={() => {
          void collection.refetch();
          if (recipes.isError) void recipes.refetch();
        }}
        onRetryRecipes={() => void recipes.refetch()}
        // The name is beside it in the same link: the thumbnail is decoration.
        renderThumb={(recipe) => recipe.imageId && <StoredImage imageId={recipe.imageId} size="thumb" alt="" />}
      />
      <CollectionsSidebar />
    </>
  );
}
