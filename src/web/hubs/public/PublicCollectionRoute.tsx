import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { findable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { morePagesOf } from '../../components/ShowMore';
import { PublicCollectionScreen } from './PublicCollectionScreen';
import { publicCollectionQuery } from './queries';

/** /public/collection/:id, :id being the link's token (loaded with the route). */
export function PublicCollectionRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const collection = useInfiniteQuery(publicCollectionQuery(useApi(), id));
  return (
    <PublicCollectionScreen
      collection={findable(collection, 'SHARE_NOT_FOUND')}
      onRetry={() => void collection.refetch()}
      more={morePagesOf(collection)}
    />
  );
}
