import type { QueryClient } from '@tanstack/react-query';
import type { TimeStamp, TimeStampPage } from '../../../../contract/types';
import type { StartStampBody } from './stampRequests';
import { unsentStampPrefix } from './unsentId';

/** Every GET /time-stamp?active=true answer in the cache (the key of `activeStampsKey`). */
const activeStamps = { queryKey: ['get', '/time-stamp', { params: { query: { active: true } } }] };

type ActiveAnswer = { status: true; data: TimeStampPage } | undefined;

const withStamps = (answer: ActiveAnswer, change: (stamps: TimeStamp[]) => TimeStamp[]): ActiveAnswer =>
  answer && 'timeStamps' in answer.data ? { ...answer, data: { ...answer.data, timeStamps: change(answer.data.timeStamps) } } : answer;

/** The stand-in of a stamp just started, until the server's list has it. */
export const standInOf = (body: StartStampBody): TimeStamp => ({
  _id: `${unsentStampPrefix}${body.startTime}`,
  name: body.name,
  subGroupId: body.subGroupId ?? '',
  timeGroupId: body.timeGroupId,
  startTime: body.startTime,
  endTime: null,
  ended: false,
  date: body.startTime.slice(0, 10),
  durationInMs: 0,
});

/**
 * The running stamps change at the tap, before any answer: a start adds a stand-in, a stop
 * takes the stamp out. While the change waits the outbox's marks say so; once it lands, this
 * keeps the screen as it is until the refetch brings the server's word. Returns the undo.
 */
export function startOptimistically(queryClient: QueryClient, body: StartStampBody): () => void {
  const standIn = standInOf(body);
  queryClient.setQueriesData<ActiveAnswer>(activeStamps, (answer) => withStamps(answer, (stamps) => [...stamps, standIn]));
  return () => queryClient.setQueriesData<ActiveAnswer>(activeStamps, (answer) => withStamps(answer, (stamps) => stamps.filter((stamp) => stamp._id !== standIn._id)));
}

export function stopOptimistically(queryClient: QueryClient, timeStampId: string): () => void {
  const before = queryClient.getQueriesData<ActiveAnswer>(activeStamps);
  queryClient.setQueriesData<ActiveAnswer>(activeStamps, (answer) => withStamps(answer, (stamps) => stamps.filter((stamp) => stamp._id !== timeStampId)));
  return () => before.forEach(([key, answer]) => queryClient.setQueryData(key, answer));
}
