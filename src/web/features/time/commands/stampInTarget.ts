import { chooseGroup, matchGroups, nameKey, type GroupIndex, type NamedGroup } from './groupMatch';

/** What the argument being typed after `tm in` is: a group's name, or a sub group's in a known group. */
export type StampInTarget<Group extends NamedGroup> =
  | { kind: 'group'; from: number }
  | { kind: 'subGroup'; group: Group; from: number };

/**
 * The tokens as the parser splits them (parse.ts): a bracketed tag is one token, whatever its
 * spaces. Only words name groups; a position, an option or a tag is skipped.
 */
const tokenPattern = /\[[^\]]*\]?|[^\s[]+/g;
const isWord = (token: string) => !/^\d+$/.test(token) && !/^--?[^-]/.test(token) && !token.startsWith('[');

/**
 * Where completion stands in `argumentText` (the text after `tm in `). While no group is settled
 * (the words before the last space name none, or what is typed may still become a longer group
 * name: `deep ` with "Deep" and "Deep work"), a group's name is typed from the first word. Once
 * one group is settled, the rest from the next word is its sub group's name.
 */
export function stampInTarget<Group extends NamedGroup>(argumentText: string, index: GroupIndex<Group>): StampInTarget<Group> {
  const tokens = [...argumentText.matchAll(tokenPattern)].map((match) => ({ text: match[0], start: match.index }));
  const words = tokens.filter((token) => isWord(token.text));
  const positionToken = tokens.find((token) => /^\d+$/.test(token.text));
  const groupFrom = words[0]?.start ?? 0;
  const settled = /\s$/.test(argumentText) ? words : words.slice(0, -1);
  if (settled.length === 0) return { kind: 'group', from: groupFrom };

  const { matches, words: groupWords } = matchGroups(index, settled.map((word) => word.text));
  const choice = chooseGroup(matches, positionToken ? Number(positionToken.text) : null);
  if (choice.kind !== 'found' || continuesAName(argumentText.slice(groupFrom), index)) return { kind: 'group', from: groupFrom };
  return { kind: 'subGroup', group: choice.group, from: words[groupWords]?.start ?? argumentText.length };
}

/** Whether the typed text is the start of a group's name that goes on after it. */
function continuesAName(typed: string, index: GroupIndex): boolean {
  // Runs of spaces count as one, as in `nameKey`; a trailing space is kept (`deep ` → "deep work").
  const text = typed.replace(/\s+/g, ' ').toLocaleLowerCase();
  if (nameKey(text) === '') return false;
  return index.keys.some((key) => key.length > text.length && key.startsWith(text));
}
