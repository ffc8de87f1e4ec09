import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/useApi';
import { RecipesExport } from './RecipesExport';
import { CollectionsScreen } from './CollectionsScreen';
import { ImportSection } from './importing/ImportSection';
import { loadable } from '../../api/loadable';
import { recipeCollectionsQuery, useCreateRecipeCollection, useDeleteRecipeCollection, useRenameRecipeCollection } from './queries';
import { CollectionsSidebar } from './RecipesSidebar';

/** /recipe-collections on the user's collections (loaded with the route); the sidebar lists them too (spec §2). */
export function CollectionsRoute() {
  const collections = useQuery(recipeCollectionsQuery(useApi()));
  const create = useCreateRecipeCollection();
  const rename = useRenameRecipeCollection();
  const remove = useDeleteRecipeCollection();
  return (
    <>
      <CollectionsScreen
        collections={loadable(collections)}
        isAdding={create.isPending}
        onAdd={(name) => create.mutateAsync({ body: { name } })}
        onRename={(recipeCollectionId, name) => rename.mutateAsync({ body: { recipeCollectionId, name } })}
        onDelete={(recipeCollectionId, fate) => remove.mutateAsync({ params: { query: { recipeCollectionId, ...fate } } })}
        onRetry={() => void collections.refetch()}
        exportSection={
          <>
            <ImportSection />
            <RecipesExport />
          </>
        }
      />
      <CollectionsSidebar />
    </>
  );
}
