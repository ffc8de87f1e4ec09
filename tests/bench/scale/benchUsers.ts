/**
 * The bench's signed-in users, each seeded through the API as a person would have set up the app:
 * two time groups of three sub groups with a history of finished stamps, a shopping list, and a
 * notes collection of notes with a few entries.
 */
import type { ApiClient, Caller } from './apiClient';

export interface BenchUser {
  index: number;
  caller: Caller & { token: string };
  refreshToken: string;
  /** When the access token was issued (ms): it lives 15 minutes, so long soaks refresh it. */
  tokenIssuedAt: number;
  timeGroupIds: string[];
  subGroups: { subGroupId: string; timeGroupId: string; name: string }[];
  shoppingListId: string;
  notesCollectionId: string;
  noteIds: string[];
  /** The stamp this user is stamped in on, if any. */
  activeStampId?: string;
  /** Items the mix added and has not removed yet. */
  addedItemIds: string[];
  /** Where in the mix this user is. */
  step: number;
}

const GROUPS = { Work: ['Meetings', 'Coding', 'Email'], Home: ['Cooking', 'Cleaning', 'Reading'] };
const GROCERIES = ['milk', 'eggs', 'flour', 'butter', 'apples', 'coffee', 'rice', 'onions', 'cheese', 'bread', 'tomatoes', 'pasta', 'yoghurt', 'carrots', 'oats'];
const NOTES = 12;
const ENTRY = 'Went through the plan for the week, moved two tasks and wrote down what is left for Friday. '.repeat(3);

/** Signs up and seeds `count` users, a few at a time (sign-up hashes a password: it is the slow part). */
export async function seedUsers(api: ApiClient, count: number, pastStamps: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  let next = 0;
  const seeder = async () => {
    while (next < count) users.push(await seedUser(api, next++, pastStamps));
  };
  await Promise.all(Array.from({ length: 4 }, seeder));
  return users.sort((a, b) => a.index - b.index);
}

async function seedUser(api: ApiClient, index: number, pastStamps: number): Promise<BenchUser> {
  // Addresses of their own: sign-ups are limited per address, and people sit behind different ones.
  const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const account = await create<{ access: { token: string; refreshToken: string } }>(api, 'POST', '/auth/signup', { address }, { username: `scale-user-${index}`, password: 'correct horse battery staple' });
  const caller = { address, token: account.access.token };
  const timeGroupIds: string[] = [];
  const subGroups: BenchUser['subGroups'] = [];
  for (const [groupName, subNames] of Object.entries(GROUPS)) {
    const group = await create<{ _id: string }>(api, 'POST', '/time-group', caller, { name: groupName });
    timeGroupIds.push(group._id);
    for (const name of subNames) {
      const subGroup = await create<{ _id: string }>(api, 'POST', '/sub-group', caller, { name, timeGroupId: group._id });
      subGroups.push({ subGroupId: subGroup._id, timeGroupId: group._id, name });
    }
  }
  // A history: finished stamps of 45 minutes, one a day going back, across the sub groups.
  for (let stamp = 0; stamp < pastStamps; stamp++) {
    const subGroup = subGroups[stamp % subGroups.length] ?? subGroups[0];
    const start = new Date(Date.now() - (stamp + 1) * 86_400_000);
    const end = new Date(start.getTime() + 45 * 60_000);
    await create(api, 'POST', '/time-stamp', caller, { name: subGroup?.name, timeGroupId: subGroup?.timeGroupId, subGroupId: subGroup?.subGroupId, startTime: start.toISOString(), endTime: end.toISOString() });
  }
  const list = await create<{ _id: string }>(api, 'POST', '/shopping-list', caller, { name: 'Groceries' });
  await create(api, 'POST', '/shopping-item', caller, { shoppingListId: list._id, items: GROCERIES.map((name) => ({ name })) });
  const collection = await create<{ _id: string }>(api, 'POST', '/notes-collection', caller, { name: 'Journal' });
  const noteIds: string[] = [];
  for (let note = 0; note < NOTES; note++) {
    const created = await create<{ _id: string }>(api, 'POST', '/note', caller, { name: `Week ${note + 1}`, notesCollectionId: collection._id, entries: [{ text: ENTRY }, { text: ENTRY }] });
    noteIds.push(created._id);
  }
  return {
    index,
    caller,
    refreshToken: account.access.refreshToken,
    tokenIssuedAt: Date.now(),
    timeGroupIds,
    subGroups,
    shoppingListId: list._id,
    notesCollectionId: collection._id,
    noteIds,
    addedItemIds: [],
    step: index,
  };
}

async function create<T>(api: ApiClient, method: 'POST', path: string, caller: Caller, body: unknown): Promise<T> {
  const answer = await api.send(method, path, caller, body, true);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`seeding: ${method} ${path} answered ${answer.status} ${answer.code ?? ''}`);
  return answer.data as T;
}
