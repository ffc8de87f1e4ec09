import type { ShallowTimeGroup, TimeStamp } from '../../../../contract/types';
import { outcome, type CommandOutcome } from '../../../../domain/commandLine/outcome';
import { isNetworkFailure } from '../../../api/networkFailure';
import type { ServerData } from '../../../api/serverData';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { formatDuration } from '../../../i18n/dateText';
import { elapsedMs } from '../clock/timeFormat';
import { addDeferredStop, deferredStopsOf } from '../outbox/deferredStops';
import { watchDeferredStops } from '../outbox/sendDeferredStops';
import { stopStampChange, timeArea } from '../outbox/stampRequests';
import { isUnsentStamp } from '../outbox/unsentId';
import { runningStamps, unsentStamps } from '../outbox/unsentStamps';
import { activeStampsQuery, browserTimeZone, shallowTimeGroupsQuery } from '../queries';
import { cachedQuery, ensureQuery, freshQuery } from './cachedQuery';
import { queueStampChange } from './queueStampChange';
import { timeCommandMessages as m } from './messages';
import { stampLabel } from './stampLabel';

/**
 * The running stamps: fetched now (stopping a stamp the cache remembers but another device already
 * stopped would be refused); offline, the cached ones. Either way as this device sees them: those
 * stopped here but not sent left out, those started here but not sent added (unsentStamps.ts).
 */
async function runningNow({ queryClient, api, outbox }: ServerData): Promise<TimeStamp[]> {
  const query = activeStampsQuery(api);
  const stamps = await freshQuery(queryClient, query).catch((error: unknown) => {
    const cached = isNetworkFailure(error) ? cachedQuery(queryClient, query) : null;
    if (cached === null) throw error;
    return cached;
  });
  const { userId, queue, attention } = outbox?.actor.getSnapshot().context ?? { userId: null, queue: [], attention: [] };
  const changes = [...queue, ...attention].filter((change) => change.area === timeArea);
  const unsent = unsentStamps(changes, userId ? deferredStopsOf(userId) : []);
  return runningStamps(stamps, unsent).sort((a, b) => b.startTime.localeCompare(a.startTime));
}

async function stampOut(position: number | null, services: CommandServices): Promise<CommandOutcome> {
  const data = await services.serverData();
  const { queryClient, api, outbox } = data;
  const [stamps, groups] = await Promise.all([
    runningNow(data),
    // Only for showing the group's name beside the sub group's; without it the sub group's name says enough.
    ensureQuery(queryClient, shallowTimeGroupsQuery(api)).catch((): ShallowTimeGroup[] => []),
  ]);
  const groupNames = new Map(groups.map((group) => [group._id, group.name]));
  const label = (stamp: TimeStamp) => {
    const group = groupNames.get(stamp.timeGroupId);
    return group === undefined ? stamp.name : stampLabel(group, stamp.name);
  };

  if (stamps.length === 0) return outcome.error(m.noActiveStamps);
  if (position === null && stamps.length > 1) {
    // Latest started first, as the server lists them; the indexes are what `tm out n` takes.
    const items = stamps.map((stamp, i) => ({ kind: 'item' as const, index: i + 1, text: label(stamp), detail: formatDuration(elapsedMs(stamp.startTime, services.now())) }));
    return { status: 'error', lines: [{ kind: 'message', message: m.severalStamps }, ...items] };
  }
  const stamp = stamps[(position ?? 1) - 1];
  if (!stamp) return outcome.error(m.noActiveStamp);

  // The end is the moment of the command, also when the change waits offline.
  const endTime = new Date(services.now()).toISOString();
  const savedHere = { ...m.stampedOutSaved, values: { stamp: label(stamp), duration: formatDuration(Date.parse(endTime) - Date.parse(stamp.startTime)) } };
  const userId = outbox?.actor.getSnapshot().context.userId;
  if (isUnsentStamp(stamp._id) && userId) {
    // Its start still waits: the stop goes once the start has landed (deferredStops.ts).
    addDeferredStop(userId, { name: stamp.name, timeGroupId: stamp.timeGroupId, startTime: stamp.startTime, endTime, timeZone: browserTimeZone() });
    if (outbox) watchDeferredStops(services.runtime.client, outbox);
    return outcome.ok(savedHere);
  }
  const result = await queueStampChange(queryClient, services.runtime.client, outbox, stopStampChange({ timeStampId: stamp._id, endTime, timeZone: browserTimeZone() }, stamp.name));
  if ('queued' in result) return outcome.ok(savedHere);
  return outcome.ok({ ...m.stampedOut, values: { stamp: label(result.sent), duration: formatDuration(result.sent.durationInMs) } });
}

/** `tm out [n]`: stops the running stamp, or the n-th of those `tm out` lists when several run. */
export const stampOutCommand: CommandDefinition = {
  words: ['tm', 'out'],
  usage: 'tm out [n]',
  help: m.helpOut,
  access: 'user',
  run: async ({ parsed }, services) => {
    try {
      return await stampOut(parsed.position, services);
    } catch {
      return outcome.error(m.stampOutFailed);
    }
  },
};
