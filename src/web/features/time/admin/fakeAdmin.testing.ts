import type { Goal, SubGroup, Tag, TimeGroup } from '../../../../contract/types';
import { ok, refused, type FakeServer } from '../../../testing/fakeServer';

// The time tracker's groups and sub groups as the fake server holds them, for the admin's route
// tests (create, rename, delete, move), with tags and goals. Installs its handlers on a fake
// server's `routes`; a test may replace any of them to make a call fail. The time fakes split by
// what their tests need: time/fakeServer.testing.ts runs stamps (stamp in and out, edit, reopen)
// for Home and the stamp pages, views/fakeViews.testing.ts answers the views' totals from canned
// days, and this one keeps whole TimeGroup rows (tags, usage) for managing them.

export interface FakeTimeAdminStore {
  groups: TimeGroup[];
  subGroups: SubGroup[];
  tags?: Tag[];
  goals?: Goal[];
}

let nextId = 1;
const newId = (prefix: string) => `${prefix}${String(nextId++).padStart(12 - prefix.length, '0')}`;

export function fakeTimeGroup(name: string, overrides: Partial<TimeGroup> = {}): TimeGroup {
  return {
    _id: newId('tg'),
    name,
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

export function fakeSubGroup(group: TimeGroup, name: string, usage = 0): SubGroup {
  return { _id: newId('sg'), name, timeGroupId: group._id, usage, activeStamp: null };
}

const query = (request: Request) => new URL(request.url).searchParams;

/** Puts the store's /time-group and /sub-group handlers on `server`. */
export function installTimeAdmin(server: FakeServer, store: FakeTimeAdminStore) {
  const group = (id: string | null) => store.groups.find((candidate) => candidate._id === id);
  const subGroup = (id: string | null) => store.subGroups.find((candidate) => candidate._id === id);
  const withUsage = (timeGroup: TimeGroup): TimeGroup => ({
    ...timeGroup,
    usage: store.subGroups.filter((sub) => sub.timeGroupId === timeGroup._id).reduce((sum, sub) => sum + sub.usage, 0),
  });
  Object.assign(server.routes, {
    'GET /time-group': (request: Request) => {
      const params = query(request);
      if (params.get('shallow') === 'true') return ok(store.groups.map(({ _id, name }) => ({ _id, name })));
      const id = params.get('timeGroupId');
      if (id) {
        const found = group(id);
        if (!found) return refused(404, 'TIME_GROUP_NOT_FOUND');
        return ok({ ...withUsage(found), subGroups: store.subGroups.filter((sub) => sub.timeGroupId === id) });
      }
      return ok(store.groups.map(withUsage));
    },
    'POST /time-group': (_request: Request, body: unknown) => {
      const created = fakeTimeGroup((body as { name: string }).name);
      store.groups.push(created);
      return ok(created);
    },
    'PUT /time-group': (_request: Request, body: unknown) => {
      const change = body as { groupId: string; name?: string; tags?: string[] };
      const found = group(change.groupId);
      if (!found) return refused(404, 'TIME_GROUP_NOT_FOUND');
      if (change.name !== undefined) found.name = change.name;
      if (change.tags) found.tags = (store.tags ?? []).filter((tag) => change.tags!.includes(tag._id));
      return ok({ _id: found._id, name: found.name, tags: found.tags });
    },
    'DELETE /time-group': (request: Request) => {
      const id = query(request).get('timeGroupId');
      if (!group(id)) return refused(404, 'TIME_GROUP_NOT_FOUND');
      store.groups = store.groups.filter((candidate) => candidate._id !== id);
      store.subGroups = store.subGroups.filter((sub) => sub.timeGroupId !== id);
      return ok();
    },
    'GET /sub-group': (request: Request) => {
      const params = query(request);
      const id = params.get('subGroupId');
      if (id) return subGroup(id) ? ok(subGroup(id)) : refused(404, 'SUB_GROUP_NOT_FOUND');
      const groupId = params.get('timeGroupId');
      return ok(groupId ? store.subGroups.filter((sub) => sub.timeGroupId === groupId) : store.subGroups);
    },
    'POST /sub-group': (_request: Request, body: unknown) => {
      const { name, timeGroupId } = body as { name: string; timeGroupId: string };
      const owner = group(timeGroupId);
      if (!owner) return refused(404, 'TIME_GROUP_NOT_FOUND');
      const created = fakeSubGroup(owner, name);
      store.subGroups.push(created);
      return ok(created);
    },
    'PUT /sub-group': (_request: Request, body: unknown) => {
      const change = body as { subGroupId: string; name?: string; moveSubGroup?: boolean; newSubGroupId?: string };
      const found = subGroup(change.subGroupId);
      if (!found) return refused(404, 'SUB_GROUP_NOT_FOUND');
      if (change.moveSubGroup) {
        const target = subGroup(change.newSubGroupId ?? null);
        if (!target) return refused(404, 'SUB_GROUP_NOT_FOUND');
        if (target === found) return refused(400, 'MOVE_INTO_ITSELF');
        target.usage += found.usage;
        store.subGroups = store.subGroups.filter((sub) => sub !== found);
        return ok(target);
      }
      if (change.name !== undefined) found.name = change.name;
      return ok(found);
    },
    'DELETE /sub-group': (request: Request) => {
      const id = query(request).get('subGroupId');
      if (!subGroup(id)) return refused(404, 'SUB_GROUP_NOT_FOUND');
      store.subGroups = store.subGroups.filter((sub) => sub._id !== id);
      return ok();
    },
  });
}

/** Puts GET, POST, PUT and DELETE /tag on `server`, over `store.tags` (deleting takes it off the groups). */
export function installTags(server: FakeServer, store: FakeTimeAdminStore) {
  const tags = () => (store.tags ??= []);
  const byTitle = () => [...tags()].sort((a, b) => a.title.localeCompare(b.title));
  const taken = (title: string, except?: string) => tags().some((tag) => tag._id !== except && tag.title.toLowerCase() === title.toLowerCase());
  Object.assign(server.routes, {
    'GET /tag': () => ok(byTitle()),
    'POST /tag': (_request: Request, body: unknown) => {
      const { title } = body as { title: string };
      if (taken(title)) return refused(409, 'TAG_TITLE_TAKEN');
      const created = { _id: newId('tag'), title };
      tags().push(created);
      return ok(created);
    },
    'PUT /tag': (_request: Request, body: unknown) => {
      const { tagId, title } = body as { tagId: string; title: string };
      const found = tags().find((tag) => tag._id === tagId);
      if (!found) return refused(404, 'TAG_NOT_FOUND');
      if (taken(title, tagId)) return refused(409, 'TAG_TITLE_TAKEN');
      found.title = title;
      for (const group of store.groups) group.tags = group.tags.map((tag) => (tag._id === tagId ? { ...found } : tag));
      return ok(found);
    },
    'DELETE /tag': (request: Request) => {
      const id = query(request).get('tagId');
      if (!tags().some((tag) => tag._id === id)) return refused(404, 'TAG_NOT_FOUND');
      store.tags = tags().filter((tag) => tag._id !== id);
      for (const group of store.groups) group.tags = group.tags.filter((tag) => tag._id !== id);
      return ok();
    },
  });
}

/** The progress every fake goal reports: this week, 1 h done. */
const fakeProgress = { from: '2026-11-23', to: '2026-11-29', doneMs: 3_600_000 };

export function fakeGoal(owner: { timeGroupId: string; subGroupId?: string }, fields: Pick<Goal, 'period' | 'comparison' | 'targetMs'>): Goal {
  const met = fields.comparison === 'atLeast' ? fakeProgress.doneMs >= fields.targetMs : fakeProgress.doneMs <= fields.targetMs;
  return { _id: newId('goal'), ...owner, ...fields, progress: { ...fakeProgress, met } };
}

/** Puts GET, POST, PUT and DELETE /goal on `server`, over `store.goals`. */
export function installGoals(server: FakeServer, store: FakeTimeAdminStore) {
  const goals = () => (store.goals ??= []);
  Object.assign(server.routes, {
    'GET /goal': (request: Request) => {
      const params = query(request);
      const timeGroupId = params.get('timeGroupId');
      const subGroupId = params.get('subGroupId');
      return ok(goals().filter((goal) => (timeGroupId ? goal.timeGroupId === timeGroupId : subGroupId ? goal.subGroupId === subGroupId : true)));
    },
    'POST /goal': (_request: Request, body: unknown) => {
      const { timeGroupId, subGroupId, period, comparison, targetMs } = body as Goal;
      const created = fakeGoal(subGroupId ? { timeGroupId, subGroupId } : { timeGroupId }, { period, comparison, targetMs });
      goals().push(created);
      return ok(created);
    },
    'PUT /goal': (_request: Request, body: unknown) => {
      const { goalId, ...change } = body as Partial<Goal> & { goalId: string };
      const index = goals().findIndex((goal) => goal._id === goalId);
      if (index < 0) return refused(404, 'GOAL_NOT_FOUND');
      const old = goals()[index]!;
      const updated = { ...fakeGoal({ timeGroupId: old.timeGroupId, ...(old.subGroupId ? { subGroupId: old.subGroupId } : {}) }, { ...old, ...change }), _id: goalId };
      goals()[index] = updated;
      return ok(updated);
    },
    'DELETE /goal': (request: Request) => {
      const id = query(request).get('goalId');
      if (!goals().some((goal) => goal._id === id)) return refused(404, 'GOAL_NOT_FOUND');
      store.goals = goals().filter((goal) => goal._id !== id);
      return ok();
    },
  });
}
