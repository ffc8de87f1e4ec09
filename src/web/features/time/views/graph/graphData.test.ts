// Proves the graph's data: the first half of GET /time-total's periods is the previous span, each
// current period gets the matching previous one beside it, hours per group (or per sub group of
// one group), and past eight groups the rest share one "Others" series.
import { describe, expect, it } from 'vitest';
import { graphRange } from '../dates';
import { graphData, maxSeries, othersKey, type TimeTotals } from './graphData';

const H = 3_600_000;
type Group = TimeTotals['periods'][number]['groups'][number];
const g = (id: string, ms: number, subGroups: Group['subGroups'] = []): Group => ({ timeGroupId: id, name: `Group ${id}`, ms, subGroups });
const period = (from: string, groups: Group[]) => ({ from, to: from, totalMs: groups.reduce((sum, x) => sum + x.ms, 0), groups });

describe('graphRange', () => {
  it('by day: the Monday week of the date beside the week before, 14 days in one call', () => {
    expect(graphRange('day', '2026-11-26')).toEqual({
      range: { from: '2026-11-16', to: '2026-11-29' },
      current: { from: '2026-11-23', to: '2026-11-29' },
      previous: { from: '2026-11-16', to: '2026-11-22' },
      periods: 7,
    });
  });

  it('by week: four weeks to the date beside the four before', () => {
    expect(graphRange('week', '2026-11-26')).toMatchObject({
      current: { from: '2026-11-02', to: '2026-11-29' },
      previous: { from: '2026-10-05', to: '2026-11-01' },
      periods: 4,
    });
  });
});

describe('graphData', () => {
  const totals: TimeTotals = {
    from: '2026-11-16',
    to: '2026-11-19',
    by: 'day',
    periods: [
      period('2026-11-16', [g('a', H)]),
      period('2026-11-17', []),
      period('2026-11-23', [g('a', 2 * H, [{ subGroupId: 's1', name: 'Sub 1', ms: 2 * H }]), g('b', H / 2)]),
      period('2026-11-24', [g('b', H)]),
    ],
  };

  it('puts each current period beside the matching previous one, in hours per group', () => {
    const data = graphData(totals);
    expect(data.series.map((s) => s.key)).toEqual(['a', 'b']);
    expect(data.points).toEqual([
      { from: '2026-11-23', previousFrom: '2026-11-16', values: { 'c:a': 2, 'p:a': 1, 'c:b': 0.5, 'p:b': 0 } },
      { from: '2026-11-24', previousFrom: '2026-11-17', values: { 'c:a': 0, 'p:a': 0, 'c:b': 1, 'p:b': 0 } },
    ]);
    expect(data.rows).toEqual([
      { key: 'a', name: 'Group a', currentMs: 2 * H, previousMs: H },
      { key: 'b', name: 'Group b', currentMs: 1.5 * H, previousMs: 0 },
    ]);
    expect(data.isEmpty).toBe(false);
  });

  it("draws one group's sub groups", () => {
    expect(graphData(totals, 'a').rows).toEqual([{ key: 's1', name: 'Sub 1', currentMs: 2 * H, previousMs: 0 }]);
  });

  it('sums the groups past the first seven as Others', () => {
    const many = Array.from({ length: 10 }, (_, i) => g(`g${i}`, (10 - i) * H));
    const data = graphData({ ...totals, periods: [period('2026-11-16', []), period('2026-11-23', many)] });
    expect(data.series).toHaveLength(maxSeries);
    expect(data.series.at(-1)).toMatchObject({ key: othersKey, others: true });
    expect(data.points[0]?.values[`c:${othersKey}`]).toBe(3 + 2 + 1);
  });

  it('is empty when nothing was tracked', () => {
    expect(graphData({ ...totals, periods: [period('2026-11-16', []), period('2026-11-23', [])] }).isEmpty).toBe(true);
  });
});
