import { describe, expect, it } from 'vitest';
import { eachInSlices, SLICE_MS, type Turns } from './turns';

/** A clock that only the work moves: each row costs `msPerRow`; records after which rows a turn was given. */
function clockedTurns(msPerRow: number) {
  let now = 0;
  let rowsDone = 0;
  const turnsAfterRow: number[] = [];
  const turns: Turns = {
    now: () => now,
    giveWay: async () => {
      turnsAfterRow.push(rowsDone);
    },
  };
  const work = () => {
    now += msPerRow;
    rowsDone++;
  };
  return { turns, work, turnsAfterRow };
}

describe('eachInSlices', () => {
  it('gives a turn whenever a slice has run, across pages each shorter than a slice', async () => {
    const { turns, work, turnsAfterRow } = clockedTurns(SLICE_MS / 4);
    const pages = Array.from({ length: 10 }, () => [1, 2]);
    await eachInSlices(pages, work, turns);
    // 20 rows of a quarter slice each: a turn after every 4th row, wherever the pages end.
    expect(turnsAfterRow).toEqual([4, 8, 12, 16, 20]);
  });

  it('reads async pages in order and gives no turn to work shorter than a slice', async () => {
    const { turns, turnsAfterRow } = clockedTurns(1);
    async function* pages() {
      yield ['a', 'b'];
      yield ['c'];
    }
    const seen: string[] = [];
    await eachInSlices(pages(), (row) => seen.push(row), turns);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(turnsAfterRow).toEqual([]);
  });
});
