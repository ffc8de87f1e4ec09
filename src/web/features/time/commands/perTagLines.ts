import type { TimeGroup } from '../../../../contract/types';
import type { OutputLine } from '../../../../domain/commandLine/outcome';
import { formatDuration } from '../../../i18n/dateText';
import { timeCommandMessages as m } from './messages';

interface TagSum {
  title: string;
  today: number;
  groups: TimeGroup[];
}

const groupLine = (group: TimeGroup): OutputLine => ({ kind: 'item', text: group.name, detail: formatDuration(group.today), depth: 1 });

/**
 * `tm groups -t`: today's time summed per tag (a group with two tags counts in both), by title,
 * each tag's groups under it, and the groups without tags under an "Untagged" line. With
 * `tags` (`tm groups -t [deep work]`), only those tags (ignoring case), and no untagged line.
 */
export function perTagLines(groups: readonly TimeGroup[], tags: readonly string[]): OutputLine[] {
  const wanted = new Set(tags.map((tag) => tag.toLocaleLowerCase()));
  const sums = new Map<string, TagSum>();
  const untagged: TimeGroup[] = [];
  for (const group of groups) {
    if (group.tags.length === 0) untagged.push(group);
    // A group that lists a tag twice still counts once for it.
    for (const tag of new Map(group.tags.map((t) => [t._id, t])).values()) {
      if (wanted.size && !wanted.has(tag.title.toLocaleLowerCase())) continue;
      let sum = sums.get(tag._id);
      if (!sum) {
        sum = { title: tag.title, today: 0, groups: [] };
        sums.set(tag._id, sum);
      }
      sum.today += group.today;
      sum.groups.push(group);
    }
  }
  const lines = [...sums.values()]
    .sort((a, b) => a.title.localeCompare(b.title))
    .flatMap((sum): OutputLine[] => [{ kind: 'item', text: sum.title, detail: formatDuration(sum.today) }, ...sum.groups.map(groupLine)]);
  if (wanted.size || untagged.length === 0) return lines;
  const untaggedToday = untagged.reduce((total, group) => total + group.today, 0);
  return [...lines, { kind: 'message', message: { ...m.untagged, values: { time: formatDuration(untaggedToday) } } }, ...untagged.map(groupLine)];
}
