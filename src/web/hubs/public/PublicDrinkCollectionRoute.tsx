import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { findable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { morePagesOf } from '../../components/ShowMore';
import { PublicDrinkCollectionScreen } from './PublicDrinkCollectionScreen';
import { publicDrinkCollectionQuery } from './queries';

/** /public/drink-collection/:id, :id being the link's token (loaded with the route). */
export function PublicDrinkCollectionRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const collection = useInfiniteQuery(publicDrinkCollectionQuery(useApi(), id));
  return (
    <PublicDrinkCollectionScreen
      collection={findable(collection, 'SHARE_NOT_FOUND')}
      onRetry={() => void collection.refetch()}
      more={morePagesOf(collection)}
    />
  );
}
