import type { TimeStamp, UpdateStampInput } from '../../../../../machines/timeStampMachine';
import type { ApiClient } from '../../../api/client';
import type { Outbox } from '../../../outbox/outboxRuntime';
import { isQueued } from '../../../outbox/queued';
import { sendOrQueue } from '../../../outbox/sendOrQueue';
import { addDeferredStop } from '../outbox/deferredStops';
import { watchDeferredStops } from '../outbox/sendDeferredStops';
import { editStampChange, startStampChange, stopStampChange, timeArea, type StartStampBody } from '../outbox/stampRequests';
import { isUnsentStamp } from '../outbox/unsentId';
import { stampFromStart } from '../outbox/unsentStamps';

const spanOf = (startTime: string, endTime: string | null) => (endTime === null ? 0 : Date.parse(endTime) - Date.parse(startTime));

/** The stamp as it will be once a waiting change to it lands: the machine shows it so at once. */
export function editedLocally(stamp: TimeStamp, body: UpdateStampInput): TimeStamp {
  const startTime = body.startTime ?? stamp.startTime;
  const endTime = body.ended === false ? null : (body.endTime ?? stamp.endTime);
  return { ...stamp, startTime, endTime, ended: endTime !== null, durationInMs: spanOf(startTime, endTime) };
}

/**
 * The stamp machine's requests as changes that never wait for the network (sendOrQueue): answered
 * by the server online; offline they wait in the outbox and answer with the stamp as it will be.
 * Stamp in carries the moment it was asked for as `startTime`, stamp out as `endTime`.
 */
export function queuedStampRequests(client: ApiClient, outbox: Outbox | null, current: () => TimeStamp | null) {
  const send = async (change: ReturnType<typeof startStampChange> & { forcedRequest?: ReturnType<typeof stopStampChange>['forcedRequest'] }, local: () => TimeStamp) => {
    const result = await sendOrQueue<{ data: TimeStamp }>(client, outbox, { area: timeArea, ...change });
    return isQueued(result) ? local() : result.data;
  };
  return {
    start: (body: StartStampBody) =>
      sendOrQueue<{ data: TimeStamp }>(client, outbox, { area: timeArea, ...startStampChange(body) }).then((result) =>
        isQueued(result) ? stampFromStart(result.queued) : result.data,
      ),
    update: async (input: UpdateStampInput): Promise<TimeStamp> => {
      const stamp = current();
      const name = stamp?.name ?? '';
      const isStop = input.ended === true && input.endTime === undefined;
      if (isStop) {
        const endTime = new Date().toISOString();
        const stopped = () => editedLocally(stamp!, { ...input, endTime });
        const userId = outbox?.actor.getSnapshot().context.userId;
        if (stamp && isUnsentStamp(stamp._id) && outbox && userId) {
          // Its start still waits: the stop goes once the start has landed (deferredStops.ts).
          addDeferredStop(userId, { name, timeGroupId: stamp.timeGroupId, startTime: stamp.startTime, endTime, ...(input.timeZone ? { timeZone: input.timeZone } : {}) });
          watchDeferredStops(client, outbox);
          return stopped();
        }
        return send(stopStampChange({ timeStampId: input.timeStampId, endTime, ...(input.timeZone ? { timeZone: input.timeZone } : {}) }, name), stopped);
      }
      return send(editStampChange(input, name), () => editedLocally(stamp!, input));
    },
  };
}
