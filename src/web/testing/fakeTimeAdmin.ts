import type { SubGroup, TimeGroup } from '../../contract/types';
import { ok, refused, type FakeServer } from './fakeServer';

// The time tracker's groups and sub groups as the fake server holds them, for the admin's route
// tests (create, rename, delete, move). Installs its handlers on a fake server's `routes`; a test
// may replace any of them to make a call fail.

export interface FakeTimeStore {
  groups: TimeGroup[];
  subGroups: SubGroup[];
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
export function installTimeAdmin(server: FakeServer, store: FakeTimeStore) {
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
