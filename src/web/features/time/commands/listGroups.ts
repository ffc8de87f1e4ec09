import type { SubGroup, TimeGroup } from '../../../../contract/types';
import { outcome, type CommandOutcome, type OutputLine } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { formatDuration } from '../../../i18n/dateText';
import { localDate, subGroupsQuery, timeGroupsQuery } from '../queries';
import { freshQuery } from './cachedQuery';
import { timeCommandMessages as m } from './messages';
import { perTagLines } from './perTagLines';

/**
 * The groups with today's time, numbered in the order the server lists them (by name), the
 * order in which `tm in`'s position counts; each group's sub groups under it when asked.
 */
function groupLines(groups: readonly TimeGroup[], subGroups: readonly SubGroup[] | null): OutputLine[] {
  const byGroup = new Map<string, SubGroup[]>();
  for (const subGroup of subGroups ?? []) byGroup.set(subGroup.timeGroupId, [...(byGroup.get(subGroup.timeGroupId) ?? []), subGroup]);
  return groups.flatMap((group, i): OutputLine[] => [
    { kind: 'item', index: i + 1, text: group.name, detail: formatDuration(group.today) },
    ...(byGroup.get(group._id) ?? []).map((subGroup): OutputLine => ({ kind: 'item', text: subGroup.name, depth: 1 })),
  ]);
}

async function listGroups(option: 's' | 't' | null, tags: readonly string[], services: CommandServices): Promise<CommandOutcome> {
  const { queryClient, api } = await services.serverData();
  const today = { date: localDate(new Date(services.now())) };
  const [groups, subGroups] = await Promise.all([
    freshQuery(queryClient, timeGroupsQuery(api, today)),
    option === 's' ? freshQuery(queryClient, subGroupsQuery(api)) : null,
  ]);
  if (groups.length === 0) return outcome.ok(m.noGroups);
  if (option !== 't') return { status: 'ok', lines: groupLines(groups, subGroups) };
  const lines = perTagLines(groups, tags);
  return lines.length ? { status: 'ok', lines } : outcome.error({ ...m.noTaggedGroups, values: { tags: tags.join(', ') } });
}

const options = new Set(['s', 't']);

/** `tm groups [-s | -t [tag…]]`: the groups with today's time; `-s` with their sub groups, `-t` summed per tag. */
export const listGroupsCommand: CommandDefinition = {
  words: ['tm', 'groups'],
  usage: 'tm groups [-s | -t [tag…]]',
  help: m.helpGroups,
  access: 'user',
  run: async ({ parsed }, services) => {
    const option = parsed.option?.toLocaleLowerCase() ?? null;
    if (option !== null && !options.has(option)) return outcome.error({ ...m.unknownOption, values: { option: parsed.option ?? '' } });
    try {
      return await listGroups(option as 's' | 't' | null, parsed.tags, services);
    } catch {
      return outcome.error(m.groupsFailed);
    }
  },
};
