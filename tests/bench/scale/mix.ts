/**
 * The mix: what a signed-in user does, as a cycle of 20 requests that each client walks through
 * (every client from its own place in it, so the server sees all of it at once). Reads are 80 %:
 * people look far more than they change. Writes are stamping in and out and adding a shopping
 * item and removing it again (so a list stays at its size, under its 1,000-item limit, however
 * long a soak runs); stamps are kept, as people keep them.
 */
import type { ApiAnswer, ApiClient } from './apiClient';
import type { BenchUser } from './benchUsers';

export type Operation =
  | 'read time groups'
  | 'read a time group'
  | 'stamp in'
  | 'stamp out'
  | 'read shopping lists'
  | 'read a shopping list'
  | 'add a shopping item'
  | 'remove a shopping item'
  | 'read notes'
  | 'read a note'
  | 'refresh the sign-in';

export const MIX: readonly Operation[] = [
  'read time groups',
  'read a shopping list',
  'stamp in',
  'read notes',
  'read time groups',
  'read a note',
  'add a shopping item',
  'read a time group',
  'read shopping lists',
  'read time groups',
  'read a note',
  'read notes',
  'stamp out',
  'read a shopping list',
  'read time groups',
  'read a note',
  'remove a shopping item',
  'read a time group',
  'read notes',
  'read time groups',
];

/** Each operation's share of the mix, e.g. { 'read time groups': 0.25, … }. */
export function mixShares(): Record<string, number> {
  const shares: Record<string, number> = {};
  for (const operation of MIX) shares[operation] = (shares[operation] ?? 0) + 1 / MIX.length;
  return shares;
}

/** The access token lives 15 minutes: a client refreshes it after 10, as the app does before it lapses. */
const REFRESH_AFTER_MS = 10 * 60_000;

const pick = <T>(values: readonly T[], step: number): T => values[step % values.length] as T;

/**
 * Does the user's next step and says which it was. A stamp-out without a stamp (a client that
 * started past its stamp-in) reads the time groups instead; likewise a removal with nothing added.
 */
export async function nextStep(api: ApiClient, user: BenchUser, today: string): Promise<{ operation: Operation; answer: ApiAnswer }> {
  if (Date.now() - user.tokenIssuedAt > REFRESH_AFTER_MS) return { operation: 'refresh the sign-in', answer: await refresh(api, user) };
  const step = user.step++;
  let operation = pick(MIX, step);
  if ((operation === 'stamp out' && user.activeStampId === undefined) || (operation === 'remove a shopping item' && user.addedItemIds.length === 0)) operation = 'read time groups';
  return { operation, answer: await perform(api, user, operation, step, today) };
}

async function perform(api: ApiClient, user: BenchUser, operation: Operation, step: number, today: string): Promise<ApiAnswer> {
  const { caller } = user;
  switch (operation) {
    case 'read time groups':
      return api.send('GET', `/time-group?date=${today}&timeZone=Europe%2FStockholm`, caller);
    case 'read a time group':
      return api.send('GET', `/time-group?timeGroupId=${pick(user.timeGroupIds, step)}&date=${today}&timeZone=Europe%2FStockholm`, caller);
    case 'stamp in': {
      const subGroup = pick(user.subGroups, step);
      const answer = await api.send('POST', '/time-stamp', caller, { name: subGroup.name, timeGroupId: subGroup.timeGroupId, subGroupId: subGroup.subGroupId, timeZone: 'Europe/Stockholm' }, true);
      if (answer.status === 200) user.activeStampId = (answer.data as { _id: string })._id;
      return answer;
    }
    case 'stamp out': {
      const answer = await api.send('PUT', '/time-stamp', caller, { timeStampId: user.activeStampId, ended: true });
      delete user.activeStampId;
      return answer;
    }
    case 'read shopping lists':
      return api.send('GET', '/shopping-list', caller);
    case 'read a shopping list':
      return api.send('GET', `/shopping-list?shoppingListId=${user.shoppingListId}`, caller);
    case 'add a shopping item': {
      const answer = await api.send('POST', '/shopping-item', caller, { shoppingListId: user.shoppingListId, items: [{ name: pick(['lemons', 'honey', 'salt', 'tea'], step), quantity: 2 }] }, true);
      const added = (answer.data as { added?: { _id: string }[] } | undefined)?.added ?? [];
      user.addedItemIds.push(...added.map((item) => item._id));
      return answer;
    }
    case 'remove a shopping item':
      return api.send('DELETE', `/shopping-item?shoppingItemId=${user.addedItemIds.shift()}`, caller);
    case 'read notes':
      return api.send('GET', `/note?notesCollectionId=${user.notesCollectionId}&pageNumber=1`, caller);
    case 'read a note':
      return api.send('GET', `/note?noteId=${pick(user.noteIds, step)}`, caller);
    case 'refresh the sign-in':
      return refresh(api, user);
  }
}

async function refresh(api: ApiClient, user: BenchUser): Promise<ApiAnswer> {
  const answer = await api.send('POST', '/auth/refreshtoken', { address: user.caller.address }, { refreshToken: user.refreshToken }, true);
  if (answer.status === 200) {
    const pair = answer.data as { token: string; refreshToken: string };
    user.caller.token = pair.token;
    user.refreshToken = pair.refreshToken;
  }
  // Tried once a period either way, so a refused refresh shows as errors rather than a loop.
  user.tokenIssuedAt = Date.now();
  return answer;
}
