import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/useApi';
import { useCurrentUser } from '../../auth/AuthProvider';
import { StoredImage } from '../../components/image/StoredImage';
import { findable, loadable } from '../../api/loadable';
import { recipeCollectionQuery, recipeQuery, shoppingListsQuery, useAddIngredientsToShoppingList, useDeleteRecipe, type Recipe } from './queries';
import { recipesTitles } from './pageTitles';
import { NotReady } from '../../components/status/NotReady';
import { RecipeScreen } from './RecipeScreen';
import { CollectionRecipesSidebar } from './RecipesSidebar';
import { commonMessages, recipeNotReady, recipeValueMessages } from './screenMessages';
import { useCheckedSteps } from './useCheckedSteps';
import { useScreenWakeLock } from './useScreenWakeLock';

/** /recipe/:id on the recipe (loaded with the route); the screen stays on while it is open. */
export function RecipeRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const intl = useIntl();
  const recipe = useQuery(recipeQuery(useApi(), id));
  const state = findable(recipe, 'RECIPE_NOT_FOUND');
  const awake = useScreenWakeLock();
  if (state.status !== 'ready') {
    return <NotReady status={state.status} heading={intl.formatMessage(recipesTitles.recipe)} messages={recipeNotReady} backTo="/recipe-collections" onRetry={() => void recipe.refetch()} />;
  }
  return <LoadedRecipe key={state.data._id} recipe={state.data} isScreenAwake={awake} />;
}

function LoadedRecipe({ recipe, isScreenAwake }: { recipe: Recipe; isScreenAwake: boolean }) {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const steps = useCheckedSteps(recipe._id);
  const remove = useDeleteRecipe();
  const add = useAddIngredientsToShoppingList();
  // The lists are read when the panel opens, not for every look at a recipe.
  const [wantLists, setWantLists] = useState(false);
  const lists = useQuery({ ...shoppingListsQuery(api), enabled: wantLists });
  const collection = useQuery(recipeCollectionQuery(api, recipe.collectionId));
  const defaultListId = useCurrentUser()?.preferences.defaultShoppingList ?? null;

  return (
    <>
      <RecipeScreen
        recipe={recipe}
        photo={recipe.imageId ? <StoredImage imageId={recipe.imageId} alt={intl.formatMessage(recipeValueMessages.photoOf, { name: recipe.name })} /> : null}
        checkedSteps={steps.checked}
        onToggleStep={steps.toggle}
        onResetSteps={steps.reset}
        isScreenAwake={isScreenAwake}
        isDeleting={remove.isPending}
        onDelete={async () => {
          await remove.mutateAsync({ body: { recipeId: recipe._id } });
          await navigate({ to: '/recipe-collection/$id', params: { id: recipe.collectionId } });
        }}
        shopping={{
          lists: wantLists ? loadable(lists) : { status: 'loading' },
          defaultListId,
          isAdding: add.isPending,
          onOpen: () => setWantLists(true),
          onRetryLists: () => void lists.refetch(),
          onAdd: async (shoppingListId, items) => {
            const answer = await add.mutateAsync({ body: { shoppingListId, items, mergeSameFood: true } });
            return { added: answer.data.added.length, merged: answer.data.merged.length };
          },
        }}
      />
      <CollectionRecipesSidebar collectionId={recipe.collectionId} collectionName={collection.data?.name ?? intl.formatMessage(commonMessages.sidebarCollections)} />
    </>
  );
}
