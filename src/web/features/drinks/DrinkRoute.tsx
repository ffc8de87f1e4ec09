import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { findable, loadable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { ImagePicker } from '../../components/image/ImagePicker';
import { StoredImage } from '../../components/image/StoredImage';
import { SharePanel } from '../../components/share/SharePanel';
import { DrinkScreen } from './DrinkScreen';
import { NotReady } from '../../components/status/NotReady';
import { CollectionDrinksSidebar } from './DrinksSidebar';
import type { DrinkSearch } from './pageSearch';
import { drinksTitles } from './pageTitles';
import { drinkCollectionsQuery, drinkQuery, useDeleteDrink, useUpdateDrink, type Drink } from './queries';
import { commonMessages, drinkNotReady, drinkValueMessages } from './screenMessages';

/** /drink/:id on the drink and the collections (loaded with the route); `?edit=true` opens its form. */
export function DrinkRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const intl = useIntl();
  const drink = useQuery(drinkQuery(useApi(), id));
  const state = findable(drink, 'DRINK_NOT_FOUND');
  if (state.status !== 'ready') {
    return <NotReady status={state.status} heading={intl.formatMessage(drinksTitles.drink)} messages={drinkNotReady} backTo="/drink-collections" onRetry={() => void drink.refetch()} />;
  }
  return <LoadedDrink key={state.data._id} drink={state.data} />;
}

function LoadedDrink({ drink }: { drink: Drink }) {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const { edit } = useSearch({ strict: false }) as DrinkSearch;
  const collections = useQuery(drinkCollectionsQuery(api));
  const update = useUpdateDrink();
  const remove = useDeleteDrink();
  const all = loadable(collections);
  const list = all.status === 'ready' ? all.data : [];
  const drinkId = drink._id;
  return (
    <>
      <DrinkScreen
        drink={drink}
        collections={list}
        photo={drink.imageId ? <StoredImage imageId={drink.imageId} alt={intl.formatMessage(drinkValueMessages.photoOf, { name: drink.name })} /> : null}
        startEditing={edit === true}
        // The form is closed: a reload should not open it again.
        onEditDone={() => {
          if (edit) void navigate({ to: '/drink/$id', params: { id: drinkId }, search: {}, replace: true });
        }}
        onSave={(change) => update.mutateAsync({ body: { drinkId, ...change } })}
        isSaving={update.isPending}
        onRate={(rating) => update.mutate({ body: { drinkId, rating } })}
        onMove={(collectionId) => update.mutateAsync({ body: { drinkId, collectionId } })}
        onDelete={async () => {
          await remove.mutateAsync({ params: { query: { drinkId } } });
          await navigate({ to: '/drink-collection/$id', params: { id: drink.collectionId } });
        }}
        isDeleting={remove.isPending}
        renderPhotoPicker={(props) => <ImagePicker {...props} />}
        renderShare={() => <SharePanel kind="drink" targetId={drinkId} targetName={drink.name} />}
      />
      <CollectionDrinksSidebar
        collectionId={drink.collectionId}
        collectionName={list.find((each) => each._id === drink.collectionId)?.name ?? intl.formatMessage(commonMessages.sidebarCollections)}
      />
    </>
  );
}
