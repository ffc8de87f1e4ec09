import type { Schemas } from '../../../contract/types';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';

type Entry = Schemas['PasswordEntry'];
type NewEntry = Schemas['NewPasswordEntry'];
type Group = Schemas['PasswordGroup'];

/** What the fake vault holds; tests seed it and read it. Entries keep their sealed fields as sent. */
export interface FakePasswordsStore {
  groups: Array<{ _id: string; name: string }>;
  entries: Entry[];
}

export interface FakePasswordsSeed {
  groups?: FakePasswordsStore['groups'];
  entries?: Entry[];
}

const byName = <T extends { name: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The password vault's calls (contract/passwords.yaml) on a fake server, over an in-memory store,
 * so route tests run the real screens, loaders, mutations and crypto. It keeps the contract's
 * shapes and main rules (ids chosen by the browser, name search ignoring case, group names unique
 * ignoring case, a non-empty group deleted only with `entries: delete` or `move`); it never opens
 * a sealed value, as the real server cannot. Not covered: the access and extra tokens (the app's
 * session tests) and body validation (the server's API tests).
 */
export function installFakePasswordsServer(server: FakeServer, seed: FakePasswordsSeed = {}): FakePasswordsStore {
  const store: FakePasswordsStore = { groups: [...(seed.groups ?? [])], entries: [...(seed.entries ?? [])] };
  let counter = 0;
  const newGroupId = () => `pwgroup${String(++counter).padStart(5, '0')}`;
  const query = (request: Request) => new URL(request.url).searchParams;
  const notFound = (code: string) => refused(404, code, 'Not found');
  const groupView = (group: FakePasswordsStore['groups'][number]): Group => ({ ...group, count: store.entries.filter((e) => e.groupId === group._id).length });
  const hasGroup = (id: string) => store.groups.some((g) => g._id === id);
  const nameTaken = (name: string, except?: string) => store.groups.some((g) => g._id !== except && g.name.toLowerCase() === name.toLowerCase());
  const stamp = () => new Date().toISOString();

  Object.assign(server.routes, {
    'GET /password': (request: Request) => {
      const q = query(request);
      const asked = ['passwordId', 'name', 'groupId'].filter((key) => q.has(key));
      if (asked.length > 1) return refused(400, 'ONE_QUERY_AT_A_TIME');
      const id = q.get('passwordId');
      if (id) {
        const entry = store.entries.find((e) => e._id === id);
        return entry ? ok(entry) : notFound('PASSWORD_NOT_FOUND');
      }
      const groupId = q.get('groupId');
      if (groupId && !hasGroup(groupId)) return notFound('PASSWORD_GROUP_NOT_FOUND');
      const name = q.get('name')?.toLowerCase();
      return ok(byName(store.entries.filter((e) => (!groupId || e.groupId === groupId) && (!name || e.name.toLowerCase().includes(name)))));
    },
    'POST /password': (_request: Request, body: NewEntry) => {
      if (store.entries.some((e) => e._id === body._id)) return refused(409, 'PASSWORD_ID_TAKEN');
      if (!hasGroup(body.groupId)) return notFound('PASSWORD_GROUP_NOT_FOUND');
      const entry: Entry = { ...body, createdAt: stamp(), updatedAt: stamp() };
      store.entries.push(entry);
      return ok(entry);
    },
    'PUT /password': (_request: Request, body: Partial<NewEntry> & { _id: string }) => {
      const entry = store.entries.find((e) => e._id === body._id);
      if (!entry) return notFound('PASSWORD_NOT_FOUND');
      const { _id, ...change } = body;
      if (Object.keys(change).length === 0) return refused(400, 'NOTHING_TO_CHANGE');
      if (change.groupId && !hasGroup(change.groupId)) return notFound('PASSWORD_GROUP_NOT_FOUND');
      Object.assign(entry, change, { updatedAt: stamp() });
      return ok(entry);
    },
    'DELETE /password': (_request: Request, body: { data: string }) => {
      const index = store.entries.findIndex((e) => e._id === body.data);
      if (index < 0) return notFound('PASSWORD_NOT_FOUND');
      store.entries.splice(index, 1);
      return ok();
    },
    'GET /password-shallow': (request: Request) => {
      const name = query(request).get('name')?.toLowerCase();
      return ok(byName(store.entries.filter((e) => !name || e.name.toLowerCase().includes(name))).map(({ _id, name, groupId }) => ({ _id, name, groupId })));
    },
    'GET /password-group': () => ok(byName(store.groups).map(groupView)),
    'POST /password-group': (_request: Request, body: { name: string }) => {
      if (nameTaken(body.name)) return refused(409, 'PASSWORD_GROUP_NAME_TAKEN');
      const group = { _id: newGroupId(), name: body.name };
      store.groups.push(group);
      return ok(groupView(group));
    },
    'PUT /password-group': (_request: Request, body: { _id: string; name: string }) => {
      const group = store.groups.find((g) => g._id === body._id);
      if (!group) return notFound('PASSWORD_GROUP_NOT_FOUND');
      if (nameTaken(body.name, group._id)) return refused(409, 'PASSWORD_GROUP_NAME_TAKEN');
      group.name = body.name;
      return ok(groupView(group));
    },
    'DELETE /password-group': (_request: Request, body: { data: string; entries?: 'delete' | 'move'; moveTo?: string }) => {
      const group = store.groups.find((g) => g._id === body.data);
      if (!group) return notFound('PASSWORD_GROUP_NOT_FOUND');
      if ((body.entries === 'move') !== (body.moveTo !== undefined)) return refused(400, 'MOVE_NEEDS_TARGET');
      if (body.moveTo === group._id) return refused(400, 'MOVE_INTO_ITSELF');
      if (body.moveTo && !hasGroup(body.moveTo)) return notFound('PASSWORD_GROUP_NOT_FOUND');
      const held = store.entries.filter((e) => e.groupId === group._id);
      if (held.length > 0 && !body.entries) return refused(409, 'PASSWORD_GROUP_NOT_EMPTY');
      if (body.entries === 'move') for (const entry of held) entry.groupId = body.moveTo!;
      else store.entries = store.entries.filter((e) => e.groupId !== group._id);
      store.groups = store.groups.filter((g) => g._id !== group._id);
      return ok();
    },
  });
  return store;
}
