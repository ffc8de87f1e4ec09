import type { ShallowTimeGroup, TimeStamp } from '../../../../contract/types';
import { outcome, type CommandOutcome } from '../../../../domain/commandLine/outcome';
import { unwrap } from '../../../api/apiResult';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { formatDuration } from '../../../i18n/dateText';
import { elapsedMs } from '../clock/timeFormat';
import { activeStampsQuery, shallowTimeGroupsQuery, timeChangeInvalidates } from '../queries';
import { ensureQuery, freshQuery, runChange } from './cachedQuery';
import { timeCommandMessages as m } from './messages';
import { stampLabel } from './stampLabel';

async function stampOut(position: number | null, services: CommandServices): Promise<CommandOutcome> {
  const { queryClient, api } = await services.serverData();
  const [stamps, groups] = await Promise.all([
    // Fetched now: stopping a stamp the cache remembers but another device already stopped would fail.
    freshQuery(queryClient, activeStampsQuery(api)),
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

  const put = async () => unwrap(await services.runtime.client.PUT('/time-stamp', { body: { timeStampId: stamp._id, ended: true } }));
  const stopped = await runChange(queryClient, put, timeChangeInvalidates);
  return outcome.ok({ ...m.stampedOut, values: { stamp: label(stopped), duration: formatDuration(stopped.durationInMs) } });
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
