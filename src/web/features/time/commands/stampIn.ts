import type { ShallowTimeGroup } from '../../../../contract/types';
import { outcome, type CommandOutcome } from '../../../../domain/commandLine/outcome';
import { isNetworkFailure } from '../../../api/networkFailure';
import type { ServerData } from '../../../api/serverData';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { startStampChange } from '../outbox/stampRequests';
import { browserTimeZone, shallowTimeGroupsQuery } from '../queries';
import { ensureQuery, freshQuery } from './cachedQuery';
import { chooseGroup, groupIndex, matchGroups, type GroupChoice } from './groupMatch';
import { timeCommandMessages as m } from './messages';
import { queueStampChange } from './queueStampChange';
import { completeStampIn, prepareStampInCompletion } from './stampInCompletion';
import { stampLabel } from './stampLabel';

/**
 * The group the leading words name; when they name none, a position alone is the group's number
 * in `tm groups` (`tm in 1 writing`), and every word is the sub group's. The cached groups answer
 * at once; when they name none, the groups are fetched again before saying so (one may have been
 * added on another device).
 */
async function findGroup({ queryClient, api }: ServerData, words: readonly string[], position: number | null) {
  const options = shallowTimeGroupsQuery(api);
  const wasCached = queryClient.getQueryData(options.queryKey) !== undefined;
  const choose = (groups: readonly ShallowTimeGroup[]) => {
    const { matches, words: groupWords } = matchGroups(groupIndex(groups), words);
    if (matches.length === 0 && position !== null) return { choice: chooseGroup(groups, position), groupWords: 0 };
    return { choice: chooseGroup(matches, position), groupWords };
  };
  const cached = await ensureQuery(queryClient, options);
  const found = choose(cached);
  if (found.choice.kind !== 'notFound' || !wasCached) return found;
  // Offline the cached groups are all there is to go by.
  return choose(
    await freshQuery(queryClient, options).catch((error: unknown) => {
      if (isNetworkFailure(error)) return cached;
      throw error;
    }),
  );
}

function severalGroups(choice: Extract<GroupChoice<ShallowTimeGroup>, { kind: 'several' }>): CommandOutcome {
  return {
    status: 'error',
    lines: [{ kind: 'message', message: m.severalGroups }, ...choice.groups.map((group, i) => ({ kind: 'item' as const, index: i + 1, text: group.name }))],
  };
}

async function stampIn(args: readonly string[], position: number | null, services: CommandServices): Promise<CommandOutcome> {
  const data = await services.serverData();
  const { choice, groupWords } = await findGroup(data, args, position);
  if (choice.kind === 'notFound') return outcome.error(m.groupNotFound);
  if (choice.kind === 'several') return severalGroups(choice);
  const name = args.slice(groupWords).join(' ');
  if (name === '') return outcome.error(m.subGroupRequired);

  const group = choice.group;
  // The server finds the group's sub group by name ignoring case, or creates it (contract/time.yaml).
  // The start is the moment of the command, also when the change waits offline.
  const body = { name, timeGroupId: group._id, startTime: new Date(services.now()).toISOString(), timeZone: browserTimeZone() };
  const result = await queueStampChange(data.queryClient, services.runtime.client, data.outbox, startStampChange(body));
  if ('queued' in result) return outcome.ok({ ...m.stampedInSaved, values: { stamp: stampLabel(group.name, name) } });
  return outcome.ok({ ...m.stampedIn, values: { stamp: stampLabel(group.name, result.sent.name) } });
}

/** `tm in <group> <sub group…>`: starts a stamp in the group's sub group, created when new. */
export const stampInCommand: CommandDefinition = {
  words: ['tm', 'in'],
  usage: 'tm in <group> <sub group…>',
  help: m.helpIn,
  access: 'user',
  complete: completeStampIn,
  prepareCompletion: prepareStampInCompletion,
  run: async ({ args, parsed }, services) => {
    try {
      return await stampIn(args, parsed.position, services);
    } catch {
      return outcome.error(m.stampInFailed);
    }
  },
};
