import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { TimeStamp } from '../../../../contract/types';
import { isNotFound } from '../../../api/refusal';
import { useApi } from '../../../api/useApi';
import { timeStampQuery } from '../queries';
import { TimeStampScreen } from './TimeStampScreen';
import { useTimeStampActor } from './useTimeStampActor';

/** /time-stamp/:stampId on the stores and the stamp's machine. The loader has fetched the stamp. */
export function TimeStampRoute() {
  const { stampId } = useParams({ strict: false }) as { stampId: string };
  const stamp = useQuery(timeStampQuery(useApi(), stampId));
  // After a delete the stamp is gone from the server; the page keeps the last copy it had.
  const data = stamp.data ?? null;
  if (!data) return null;
  return <LoadedTimeStamp key={stampId} stamp={data} deleted={stamp.isError && isNotFound(stamp.error)} />;
}

function LoadedTimeStamp({ stamp, deleted }: { stamp: TimeStamp; deleted: boolean }) {
  const navigate = useNavigate();
  const { view, send, isUnsent } = useTimeStampActor(
    { name: stamp.name, timeGroupId: stamp.timeGroupId, subGroupId: stamp.subGroupId },
    deleted ? null : stamp,
  );
  const gone = view.step === 'idle' && !view.isBusy;
  useEffect(() => {
    if (gone) void navigate({ to: '/sub-group/$subGroupId', params: { subGroupId: stamp.subGroupId } });
  }, [gone, navigate, stamp.subGroupId]);
  return (
    <TimeStampScreen
      view={view}
      isUnsent={isUnsent}
      subGroupId={stamp.subGroupId}
      name={stamp.name}
      onSave={(times) => send({ type: 'stamp.edited', ...times })}
      onStop={() => send({ type: 'stamp.stopped' })}
      onReopen={() => send({ type: 'stamp.reopened' })}
      onDelete={() => send({ type: 'stamp.deleted' })}
    />
  );
}
