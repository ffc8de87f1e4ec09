import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { useApi } from '../../../api/useApi';
import { activeStampsQuery, subGroupQuery, subGroupStampsQuery } from '../queries';
import { SubGroupScreen } from './SubGroupScreen';
import { useTimeStampActor } from './useTimeStampActor';
import type { SubGroup, TimeStamp } from '../../../../contract/types';

/** /sub-group/:subGroupId?page=N on the stores; the loader has fetched the sub group and the page. */
export function SubGroupRoute() {
  const api = useApi();
  const { subGroupId } = useParams({ strict: false }) as { subGroupId: string };
  const { page = 1 } = useSearch({ strict: false }) as { page?: number };
  const subGroup = useQuery(subGroupQuery(api, subGroupId));
  const active = useQuery(activeStampsQuery(api));
  const stamps = useQuery({ ...subGroupStampsQuery(api, subGroupId, page), placeholderData: keepPreviousData });
  if (!subGroup.data) return null;
  const running = active.data?.find((stamp) => stamp.subGroupId === subGroupId) ?? null;
  return (
    <LoadedSubGroup
      key={subGroupId}
      subGroup={subGroup.data}
      running={running}
      stamps={
        stamps.isPlaceholderData || stamps.isPending
          ? { status: 'loading' }
          : stamps.isError
            ? { status: 'error' }
            : { status: 'ready', page: stamps.data, pageNumber: page }
      }
      onRetry={() => void stamps.refetch()}
    />
  );
}

function LoadedSubGroup({
  subGroup,
  running,
  stamps,
  onRetry,
}: {
  subGroup: SubGroup;
  running: TimeStamp | null;
  stamps: Parameters<typeof SubGroupScreen>[0]['stamps'];
  onRetry: () => void;
}) {
  const { view, send, isUnsent } = useTimeStampActor({ name: subGroup.name, timeGroupId: subGroup.timeGroupId, subGroupId: subGroup._id }, running);
  return (
    <SubGroupScreen
      name={subGroup.name}
      stampView={view}
      isUnsent={isUnsent}
      onStart={() => send({ type: 'stamp.started' })}
      onStop={() => send({ type: 'stamp.stopped' })}
      stamps={stamps}
      onRetry={onRetry}
    />
  );
}
