import { useQuery } from '@tanstack/react-query';
import { skipToken } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/useApi';
import { ImagePicker } from '../../components/image/ImagePicker';
import { findable, type Findable } from '../../api/loadable';
import { asSuggestion, recipeCollectionQuery, recipeQuery, useCreateRecipe, useImportRecipe, useUpdateRecipe, type Recipe } from './queries';
import { draftOf, emptyDraft } from './recipeDraft';
import { RecipeEditScreen } from './RecipeEditScreen';
import { NotReady } from '../../components/status/NotReady';
import { CollectionsSidebar } from './RecipesSidebar';
import { collectionNotReady, editMessages, recipeNotReady } from './screenMessages';

/**
 * /add-recipe/:collectionId/:edit? on the collection and, when editing, the recipe (both loaded
 * with the route). Saving opens the recipe ('Added recipe' or 'Updated recipe').
 */
export function RecipeEditRoute() {
  const { collectionId, edit } = useParams({ strict: false }) as { collectionId: string; edit?: string };
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const collection = useQuery(recipeCollectionQuery(api, collectionId));
  const recipe = useQuery({ ...recipeQuery(api, edit ?? ''), ...(edit ? {} : { queryFn: skipToken }) });
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const importRecipe = useImportRecipe();

  const collectionState = findable(collection, 'RECIPE_COLLECTION_NOT_FOUND');
  const recipeState: Findable<Recipe | null> = edit ? findable(recipe, 'RECIPE_NOT_FOUND') : { status: 'ready', data: null };
  const heading = intl.formatMessage(edit ? editMessages.headingEdit : editMessages.headingNew);
  const waiting = recipeState.status !== 'ready' ? recipeState : collectionState.status !== 'ready' ? collectionState : null;

  return (
    <>
      {waiting ? (
        <NotReady
          status={waiting.status as 'loading' | 'error' | 'notFound'}
          heading={heading}
          messages={recipeState.status !== 'ready' ? recipeNotReady : collectionNotReady}
          backTo="/recipe-collections"
          onRetry={() => {
            if (collection.isError) void collection.refetch();
            if (edit && recipe.isError) void recipe.refetch();
          }}
        />
      ) : (
        <RecipeEditScreen
          key={edit ?? 'new'}
          collectionId={collectionId}
          recipeId={edit ?? null}
          initial={recipeState.status === 'ready' && recipeState.data ? draftOf(recipeState.data) : emptyDraft}
          isSaving={create.isPending || update.isPending}
          onImport={async (recipeUrl) => asSuggestion((await importRecipe.mutateAsync({ params: { query: { recipeUrl } } })).data)}
          onSave={async (fields) => {
            const saved = edit ? await update.mutateAsync({ body: { recipeId: edit, ...fields } }) : await create.mutateAsync({ body: { collectionId, ...fields } });
            await navigate({ to: '/recipe/$id', params: { id: saved.data._id } });
          }}
          renderPhotoPicker={(props) => <ImagePicker {...props} />}
        />
      )}
      <CollectionsSidebar />
    </>
  );
}
