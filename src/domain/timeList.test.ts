// Spec §2's time tracker list: which groups (or tags) are kept for a filter, how they are summed per
// tag, and the order (usage, then the period's value, highest first). Examples pin the rule; the
// property checks run it on seeded random lists and compare it with the rule stated plainly.
import { describe, expect, it } from 'vitest';
import type { TimeFilter } from './preferences';
import { filterPeriods, subGroupList, timeFilters, timeList, type ListedGroup } from './timeList';

const H = 3_600_000;

function group(id: string, overrides: Partial<ListedGroup> = {}): ListedGroup {
  return {
    _id: id,
    name: id,
    today: 0,
    yesterDay: 0,
    currentWeek: 0,
    lastWeek: 0,
    currentMonth: 0,
    lastMonth: 0,
    total: 0,
    usage: 0,
    tags: [],
    activeStamp: null,
    ...overrides,
  };
}

const work = { _id: 'tag-work', title: 'Work' };
const health = { _id: 'tag-health', title: 'Health' };
const running = { startTime: '2026-11-23T08:00:00.000Z', timeStampId: 'stamp-1' };

describe('filterPeriods (spec §4)', () => {
  it('maps day, week, month and total to their periods and the previous ones', () => {
    expect(filterPeriods).toEqual({
      day: { current: 'today', previous: 'yesterDay' },
      week: { current: 'currentWeek', previous: 'lastWeek' },
      month: { current: 'currentMonth', previous: 'lastMonth' },
      total: { current: 'total', previous: null },
    });
  });
});

describe('timeList, normal mode', () => {
  it('keeps groups with time in the period or an active stamp, most used first, then most time', () => {
    const groups = [
      group('idle', { usage: 50, currentWeek: H }),
      group('coding', { usage: 10, today: 2 * H, yesterDay: H }),
      group('reading', { usage: 10, today: 3 * H }),
      group('gym', { usage: 30, activeStamp: running }),
      group('cooking', { usage: 40, today: 1 }),
    ];
    const rows = timeList(groups, 'day', 'normal');
    expect(rows.map((row) => row.name)).toEqual(['cooking', 'gym', 'reading', 'coding']);
    expect(rows[3]).toEqual({
      kind: 'group',
      id: 'coding',
      name: 'coding',
      usage: 10,
      value: 2 * H,
      previous: H,
      activeStamps: [],
      groupIds: ['coding'],
    });
    expect(rows[1]?.activeStamps).toEqual([running]);
  });

  it('reads the chosen filter period and its previous one; all time has none', () => {
    const coding = group('coding', { usage: 1, today: 1, yesterDay: 2, currentWeek: 3, lastWeek: 4, currentMonth: 5, lastMonth: 6, total: 7 });
    const read = (filter: TimeFilter) => timeList([coding], filter, 'normal').map(({ value, previous }) => [value, previous]);
    expect(timeFilters.map(read)).toEqual([[[1, 2]], [[3, 4]], [[5, 6]], [[7, null]]]);
  });

  it('drops a group with time only in the previous period', () => {
    expect(timeList([group('coding', { yesterDay: H, total: H })], 'day', 'normal')).toEqual([]);
    expect(timeList([group('coding', { yesterDay: H, total: H })], 'total', 'normal')).toHaveLength(1);
  });
});

describe('timeList, tags mode', () => {
  it('sums the tagged groups per tag for each period and their usage, leaving untagged groups out', () => {
    const groups = [
      group('coding', { usage: 5, today: H, yesterDay: 2 * H, tags: [work] }),
      group('meetings', { usage: 3, today: 2 * H, tags: [work, health] }),
      group('gym', { usage: 1, tags: [health], activeStamp: running }),
      group('untagged', { usage: 100, today: 9 * H }),
    ];
    expect(timeList(groups, 'day', 'tags')).toEqual([
      { kind: 'tag', id: 'tag-work', name: 'Work', usage: 8, value: 3 * H, previous: 2 * H, activeStamps: [], groupIds: ['coding', 'meetings'] },
      { kind: 'tag', id: 'tag-health', name: 'Health', usage: 4, value: 2 * H, previous: 0, activeStamps: [running], groupIds: ['meetings', 'gym'] },
    ]);
  });

  it('keeps a tag whose groups have an active stamp but no time, and lists its running stamps latest first', () => {
    const early = { startTime: '2026-11-23T06:00:00.000Z', timeStampId: 'early' };
    const late = { startTime: '2026-11-23T09:00:00.000Z', timeStampId: 'late' };
    const rows = timeList([group('a', { tags: [work], activeStamp: early }), group('b', { tags: [work], activeStamp: late })], 'week', 'tags');
    expect(rows.map((row) => row.activeStamps)).toEqual([[late, early]]);
  });

  it('filters and sorts tags as groups: no time and nothing running is left out', () => {
    const groups = [group('a', { usage: 9, lastWeek: H, tags: [work] }), group('b', { usage: 1, currentWeek: H, tags: [health] })];
    expect(timeList(groups, 'week', 'tags').map((row) => row.name)).toEqual(['Health']);
  });

  it('counts a group once for a tag it lists twice', () => {
    expect(timeList([group('a', { usage: 2, today: H, tags: [work, work] })], 'day', 'tags')[0]).toMatchObject({ usage: 2, value: H });
  });
});

describe('subGroupList', () => {
  it('applies the same rule to sub groups with their period values from elsewhere', () => {
    const sub = (id: string, usage: number, active = false) => ({
      _id: id,
      name: id,
      timeGroupId: 'g',
      usage,
      activeStamp: active ? running : null,
    });
    const rows = subGroupList(
      [sub('a', 1), sub('b', 5), sub('c', 5), sub('d', 0, true), sub('e', 9)],
      new Map([
        ['a', H],
        ['b', H],
        ['c', 2 * H],
      ]),
      new Map([['c', 4 * H]]),
    );
    expect(rows.map((row) => [row.id, row.value, row.previous])).toEqual([
      ['c', 2 * H, 4 * H],
      ['b', H, 0],
      ['a', H, 0],
      ['d', 0, 0],
    ]);
    expect(subGroupList([sub('a', 1)], new Map([['a', H]]), null)[0]?.previous).toBeNull();
  });
});

// A small seeded generator (mulberry32), so a failing case can be replayed from its seed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomGroups(seed: number): ListedGroup[] {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const ms = () => (next() < 0.4 ? 0 : pick(4) * H); // many zeros and ties
  const tagPool = [work, health, { _id: 'tag-home', title: 'Home' }];
  return Array.from({ length: pick(12) }, (_, i) =>
    group(`g${i}`, {
      name: `group ${pick(5)}`,
      usage: pick(4),
      today: ms(),
      yesterDay: ms(),
      currentWeek: ms(),
      lastWeek: ms(),
      currentMonth: ms(),
      lastMonth: ms(),
      total: ms(),
      tags: tagPool.filter(() => next() < 0.35),
      activeStamp: next() < 0.2 ? { startTime: new Date(Date.UTC(2026, 10, 23, pick(24))).toISOString(), timeStampId: `s${i}` } : null,
    }),
  );
}

describe('timeList properties (300 seeded lists per filter and mode)', () => {
  const cases = Array.from({ length: 300 }, (_, seed) => seed);

  it.each(timeFilters)('normal mode, %s: exactly the groups with time or a running stamp, ordered by usage then value', (filter) => {
    const { current, previous } = filterPeriods[filter];
    for (const seed of cases) {
      const groups = randomGroups(seed);
      const rows = timeList(groups, filter, 'normal');
      const expected = groups.filter((g) => g[current] > 0 || g.activeStamp !== null).map((g) => g._id);
      expect(new Set(rows.map((row) => row.id)), `seed ${seed}`).toEqual(new Set(expected));
      expect(rows).toHaveLength(expected.length);
      for (const row of rows) {
        const source = groups.find((g) => g._id === row.id)!;
        expect(row.value).toBe(source[current]);
        expect(row.previous).toBe(previous ? source[previous] : null);
      }
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        expect(a.usage > b.usage || (a.usage === b.usage && a.value >= b.value), `seed ${seed}, row ${i}`).toBe(true);
      }
    }
  });

  it.each(timeFilters)('tags mode, %s: each tag sums exactly its groups, and is kept and ordered by the same rule', (filter) => {
    const { current } = filterPeriods[filter];
    for (const seed of cases) {
      const groups = randomGroups(seed);
      const rows = timeList(groups, filter, 'tags');
      const tagIds = new Set(groups.flatMap((g) => g.tags.map((t) => t._id)));
      const kept = [...tagIds].filter((id) => {
        const tagged = groups.filter((g) => g.tags.some((t) => t._id === id));
        return tagged.reduce((sum, g) => sum + g[current], 0) > 0 || tagged.some((g) => g.activeStamp);
      });
      expect(new Set(rows.map((row) => row.id)), `seed ${seed}`).toEqual(new Set(kept));
      for (const row of rows) {
        const tagged = groups.filter((g) => g.tags.some((t) => t._id === row.id));
        expect(row.groupIds).toEqual(tagged.map((g) => g._id));
        expect(row.value).toBe(tagged.reduce((sum, g) => sum + g[current], 0));
        expect(row.usage).toBe(tagged.reduce((sum, g) => sum + g.usage, 0));
        expect(row.activeStamps).toHaveLength(tagged.filter((g) => g.activeStamp).length);
      }
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        expect(a.usage > b.usage || (a.usage === b.usage && a.value >= b.value), `seed ${seed}, row ${i}`).toBe(true);
      }
    }
  });

  it('gives the same list whatever order the server sent the groups in', () => {
    for (const seed of cases.slice(0, 100)) {
      const groups = randomGroups(seed);
      for (const sorting of ['normal', 'tags'] as const) {
        const ids = (list: ListedGroup[]) => timeList(list, 'day', sorting).map((row) => row.id);
        expect(ids([...groups].reverse()), `seed ${seed}, ${sorting}`).toEqual(ids(groups));
      }
    }
  });
});
