// How `tm in` reads a group from the words typed (groupMatch.ts), apart from the server.
import { describe, expect, it } from 'vitest';
import { chooseGroup, groupIndex, matchGroups } from './groupMatch';

const groups = [
  { _id: 'g1', name: 'Deep  work' },
  { _id: 'g2', name: 'Work' },
  { _id: 'g3', name: 'work' },
  { _id: 'g4', name: 'Workout' },
  { _id: 'g5', name: 'Öva' },
];
const index = groupIndex(groups);
const names = (words: string) => {
  const match = matchGroups(index, words.split(' ').filter(Boolean));
  return { names: match.matches.map((group) => group.name), words: match.words };
};

describe('matchGroups', () => {
  it('reads a name of several words whatever its spacing and case', () => {
    expect(names('DEEP WORK notes')).toEqual({ names: ['Deep  work'], words: 2 });
  });

  it('finds every group of a name, so two named alike ask for a position', () => {
    expect(names('work coding')).toEqual({ names: ['Work', 'work'], words: 1 });
    expect(chooseGroup(matchGroups(index, ['work']).matches, null).kind).toBe('several');
    expect(chooseGroup(matchGroups(index, ['work']).matches, 2)).toEqual({ kind: 'found', group: groups[2] });
  });

  it('falls back to the names the first word starts, in the groups’ order', () => {
    expect(names('wo x')).toEqual({ names: ['Work', 'work', 'Workout'], words: 1 });
    expect(names('öv x')).toEqual({ names: ['Öva'], words: 1 });
    expect(names('nothing here')).toEqual({ names: [], words: 0 });
    expect(names('')).toEqual({ names: [], words: 0 });
  });

  it('builds the index once per list', () => {
    expect(groupIndex(groups)).toBe(index);
    expect(index.maxWords).toBe(2);
  });
});

describe('chooseGroup', () => {
  it('takes the only match, or the position-th (1-based), and finds none past the ends', () => {
    expect(chooseGroup(['a'], null)).toEqual({ kind: 'found', group: 'a' });
    expect(chooseGroup([], null)).toEqual({ kind: 'notFound' });
    expect(chooseGroup(['a', 'b'], 2)).toEqual({ kind: 'found', group: 'b' });
    expect(chooseGroup(['a', 'b'], 3)).toEqual({ kind: 'notFound' });
    expect(chooseGroup(['a', 'b'], 0)).toEqual({ kind: 'notFound' });
  });
});
