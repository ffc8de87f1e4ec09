import { addDays, endOfMonth, endOfWeek, format, parse } from 'date-fns';
import type { ResponseData, TimeGroup, TimeStamp } from '../../../../contract/types';
import { localDate } from '../../../../domain/timePeriods';
import { ok, refused, type FakeServer } from '../../../testing/fakeServer';

type TimeTotals = ResponseData<'getTimeTotals'>;
type Goal = ResponseData<'getGoals'>[number];

/** Time one sub group had on one day (what GET /time-total sums). */
export interface FakeDayEntry {
  date: string;
  timeGroupId: string;
  groupName: string;
  subGroupId: string;
  subGroupName: string;
  ms: number;
}

/** What the views' fake answers from; tests change it between calls. */
export interface FakeViewsData {
  /** GET /time-group's groups as the server would total them (with `subGroups` for one group's page). */
  groups: TimeGroup[];
  /** GET /time-stamp?date='s stamps; each is listed on the days (in the asked zone) it touches. */
  stamps: TimeStamp[];
  /** GET /time-total's days. */
  days: FakeDayEntry[];
  /** GET /goal's goals. */
  goals: Goal[];
}

const read = (date: string) => parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1));
const write = (date: Date) => format(date, 'yyyy-MM-dd');

/** The periods GET /time-total cuts `from`..`to` into (Monday weeks and months clipped to the range). */
function periodsOf(from: string, to: string, by: string): Array<{ from: string; to: string }> {
  if (by === 'range') return [{ from, to }];
  const periods: Array<{ from: string; to: string }> = [];
  let start = from;
  while (start <= to) {
    const day = read(start);
    const end = by === 'day' ? day : by === 'week' ? endOfWeek(day, { weekStartsOn: 1 }) : endOfMonth(day);
    const last = write(end) < to ? write(end) : to;
    periods.push({ from: start, to: last });
    start = write(addDays(read(last), 1));
  }
  return periods;
}

function totals(data: FakeViewsData, query: URLSearchParams): TimeTotals {
  const from = query.get('from')!;
  const to = query.get('to')!;
  const by = (query.get('by') ?? 'range') as TimeTotals['by'];
  const groupId = query.get('timeGroupId');
  const byName = <T extends { name: string }>(list: T[]) => list.sort((a, b) => a.name.localeCompare(b.name));
  return {
    from,
    to,
    by,
    periods: periodsOf(from, to, by).map((period) => {
      const entries = data.days.filter((e) => e.date >= period.from && e.date <= period.to && (!groupId || e.timeGroupId === groupId) && e.ms > 0);
      const groups = new Map<string, TimeTotals['periods'][number]['groups'][number]>();
      for (const entry of entries) {
        const group = groups.get(entry.timeGroupId) ?? { timeGroupId: entry.timeGroupId, name: entry.groupName, ms: 0, subGroups: [] };
        group.ms += entry.ms;
        const sub = group.subGroups.find((s) => s.subGroupId === entry.subGroupId);
        if (sub) sub.ms += entry.ms;
        else group.subGroups.push({ subGroupId: entry.subGroupId, name: entry.subGroupName, ms: entry.ms });
        groups.set(entry.timeGroupId, group);
      }
      const list = byName([...groups.values()]);
      for (const group of list) byName(group.subGroups);
      return { ...period, totalMs: list.reduce((sum, g) => sum + g.ms, 0), groups: list };
    }),
  };
}

/**
 * The reads of the time tracker's views (GET /time-group, /time-stamp?date=, /time-total, /goal)
 * on a fake server, answering from `data` as given (the totals are the test's to choose; the
 * server's own sums are the API tests' business). Installed apart from the stamp and admin fakes
 * (time/fakeServer.testing.ts), whose GET handlers these replace.
 */
export function installFakeTimeViews(server: FakeServer, seed: Partial<FakeViewsData> = {}): FakeViewsData {
  const data: FakeViewsData = { groups: [], stamps: [], days: [], goals: [], ...seed };
  const query = (request: Request) => new URL(request.url).searchParams;
  Object.assign(server.routes, {
    'GET /time-group': (request: Request) => {
      const q = query(request);
      if (q.get('shallow') === 'true') return ok(data.groups.map(({ _id, name }) => ({ _id, name })));
      const id = q.get('timeGroupId');
      if (id) {
        const group = data.groups.find((g) => g._id === id);
        return group ? ok({ subGroups: [], ...group }) : refused(404, 'TIME_GROUP_NOT_FOUND', 'Not found');
      }
      return ok(data.groups.map(({ subGroups: _subGroups, ...group }) => group));
    },
    'GET /sub-group': () => ok(data.groups.flatMap((group) => group.subGroups ?? [])),
    'GET /time-stamp': (request: Request) => {
      const q = query(request);
      const date = q.get('date');
      const zone = q.get('timeZone') ?? 'UTC';
      const touches = (stamp: TimeStamp) => {
        const first = localDate(Date.parse(stamp.startTime), zone);
        const last = localDate(stamp.endTime ? Date.parse(stamp.endTime) : Date.now(), zone);
        return date !== null && first <= date && date <= last;
      };
      return ok({ timeStamps: data.stamps.filter(touches), totalPages: 1 });
    },
    'GET /time-total': (request: Request) => {
      const q = query(request);
      if (q.get('from')! > q.get('to')!) return refused(400, 'RANGE_REVERSED', 'Reversed');
      return ok(totals(data, q));
    },
    'GET /goal': (request: Request) => {
      const id = query(request).get('timeGroupId');
      return ok(data.goals.filter((goal) => !id || goal.timeGroupId === id));
    },
  });
  return data;
}
