// An account with something in every area, made through the real API the way the screens make it
// (the vault sealed in the browser's way, at its real cost), for the journey that takes a whole
// account to another server.
import sharp from 'sharp';
import { newEntryId, sealSecrets } from '../../src/web/vault/vaultCrypto';
import { createVault } from '../../src/web/vault/vaultKeys';
import { api, e2ePassword, type SignedInUser } from './session';

export const everyArea = {
  extraPassword: 'Heron-Lantern-Extra-4417',
  timeGroup: 'Consulting',
  subGroup: 'Workshops',
  /** Two closed stamps of the sub group: 1 h 30 min and 45 min. */
  stamps: [
    { startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:30:00.000Z' },
    { startTime: '2026-11-24T13:00:00.000Z', endTime: '2026-11-24T13:45:00.000Z' },
  ],
  notesCollection: 'Daily',
  question: 'Mood',
  note: { name: 'Monday', effectiveDate: '2026-11-23', mood: 7, entry: 'Baked bread at home' },
  recipe: { collection: 'Bakning', name: 'Sourdough bread' },
  shopping: { list: 'Groceries', item: 'Rye flour' },
  storage: { group: 'Pantry', item: 'Wheat flour' },
  drink: { collection: 'Sours', name: 'Gimlet' },
  collection: { name: 'Records', title: 'Blue Train' },
  counter: { group: 'Health', name: 'Glasses of water', counts: 3 },
  password: { group: 'Email', name: 'Webmail', username: 'heron@example.test', password: 'Webmail-Secret-Heron-91!' },
} as const;

/** Fills the account of `user` with `everyArea` through the API of `baseUrl`. */
export async function seedEveryArea(baseUrl: string, user: SignedInUser): Promise<void> {
  const token = user.access.token;
  const call = <T = { _id: string }>(method: string, path: string, body?: unknown) => api<T>(baseUrl, method, path, body, token);
  const e = everyArea;

  const group = await call('POST', '/time-group', { name: e.timeGroup });
  const subGroup = await call('POST', '/sub-group', { name: e.subGroup, timeGroupId: group._id });
  for (const stamp of e.stamps) await call('POST', '/time-stamp', { subGroupId: subGroup._id, timeGroupId: group._id, name: e.subGroup, ...stamp });

  const daily = await call<{ _id: string; questions: Array<{ _id: string }> }>('POST', '/notes-collection', {
    name: e.notesCollection,
    questions: [{ text: e.question, type: 'scale', displayInList: true }],
  });
  await call('POST', '/note', {
    name: e.note.name,
    notesCollectionId: daily._id,
    effectiveDate: e.note.effectiveDate,
    answers: [{ questionId: daily.questions[0]!._id, value: e.note.mood }],
    entries: [{ text: e.note.entry, contextIds: [] }],
  });

  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6f3a' } }).jpeg().toBuffer();
  const uploaded = await fetch(`${baseUrl}/api/image`, { method: 'POST', headers: { 'content-type': 'image/jpeg', 'x-access-token': token }, body: photo });
  const image = ((await uploaded.json()) as { data: { _id: string } }).data;

  const baking = await call('POST', '/recipe-collection', { name: e.recipe.collection });
  await call('POST', '/recipe', { collectionId: baking._id, name: e.recipe.name, ingredients: ['500 g flour', '3 dl water'], steps: ['Knead.', 'Bake.'], imageId: image._id });
  const list = await call('POST', '/shopping-list', { name: e.shopping.list });
  await call('POST', '/shopping-item', { shoppingListId: list._id, items: [{ name: e.shopping.item, quantity: 1, unit: 'kg' }] });
  const pantry = await call('POST', '/storage-group', { name: e.storage.group });
  await call('POST', '/storage-item', { storageGroupId: pantry._id, items: [{ name: e.storage.item, quantity: 2, unit: 'kg' }] });
  const sours = await call('POST', '/drink-collection', { name: e.drink.collection });
  await call('POST', '/drink', { name: e.drink.name, collectionId: sours._id, ingredients: [{ text: '6 cl gin' }], imageId: image._id });
  const records = await call<{ _id: string; fields: Array<{ id: string }> }>('POST', '/collection', { name: e.collection.name, fields: [{ name: 'Title', type: 'text' }] });
  await call('POST', '/item', { collectionId: records._id, values: { [records.fields[0]!.id]: e.collection.title } });
  const health = await call('POST', '/counter-group', { name: e.counter.group });
  const water = await call('POST', '/counter', { counterGroupId: health._id, name: e.counter.name });
  await call('POST', '/counter-event', { counterId: water._id, delta: e.counter.counts });

  const vault = await createVault(e.extraPassword);
  await call('PUT', `/auth/user/${user._id}`, { currentPassword: e2ePassword, extraPassword: vault.authKey, vault: vault.vault });
  const extra = await call<{ token: string }>('POST', '/auth/extra-password', { extraPassword: vault.authKey });
  const withExtra = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token, 'x-extra-token': extra.token },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { status: boolean; data: { _id: string } };
    if (!envelope.status) throw new Error(`POST ${path} failed: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const passwords = await withExtra('/password-group', { name: e.password.group });
  const _id = newEntryId();
  await withExtra('/password', { _id, name: e.password.name, groupId: passwords._id, ...(await sealSecrets(vault.vaultKey, _id, { username: e.password.username, password: e.password.password, url: '', notes: '' })) });
}
