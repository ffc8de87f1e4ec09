import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { findable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { PublicDrinkScreen } from './PublicDrinkScreen';
import { publicDrinkQuery } from './queries';

/** /public/drink/:id, :id being the link's token (loaded with the route). */
export function PublicDrinkRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const drink = useQuery(publicDrinkQuery(useApi(), id));
  return <PublicDrinkScreen drink={findable(drink, 'SHARE_NOT_FOUND')} onRetry={() => void drink.refetch()} />;
}
