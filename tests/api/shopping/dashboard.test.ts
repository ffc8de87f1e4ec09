// The shopping area's dashboard section: the list the caller's `defaultShoppingList` preference
// names, with its first 10 open items in position order and how many are open; none when no
// default is set, when it names another user's list, or once the list is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseData } from '../../../src/contract/types';
import { startShoppingApi, type Caller, type ShoppingApi } from './shoppingApi';

type Section = ResponseData<'getDashboard'>['sections'][number];

describe("the shopping list's dashboard section", () => {
  let api: ShoppingApi;

  beforeAll(async () => {
    api = await startShoppingApi('dora');
  });
  afterAll(async () => {
    await api.t.close();
  });

  const shoppingSection = async (caller: Caller = api): Promise<Section | undefined> =>
    (await caller.ok('getDashboard', { query: { date: '2026-11-26' } })).sections.find((section) => section.area === 'shopping');
  const setDefault = (caller: Caller, defaultShoppingList: string) => caller.ok('updateUser', { params: { id: caller.user._id }, body: { preferences: { defaultShoppingList } } });

  it('is absent while no default list is set', async () => {
    await api.makeList('Not the default');
    expect(await shoppingSection()).toBeUndefined();
  });

  it("shows the default list's first 10 open items in position order and the open count", async () => {
    const list = await api.makeList('Weekly');
    const { added } = await api.add(
      list._id,
      Array.from({ length: 13 }, (_, i) => ({ name: `Item ${i + 1}` })),
    );
    await api.ok('updateShoppingItem', { body: { shoppingItemId: added[1]!._id, checked: true } });
    await api.ok('updateShoppingList', { body: { shoppingListId: list._id, itemOrder: [added[12]!._id, ...added.slice(0, 12).map((item) => item._id)] } });
    await setDefault(api, list._id);

    const section = await shoppingSection();
    expect(section).toMatchObject({ area: 'shopping', shoppingListId: list._id, name: 'Weekly', openCount: 12 });
    expect(section?.area === 'shopping' && section.openItems.map((item) => item.name)).toEqual([
      'Item 13',
      'Item 1',
      ...['Item 3', 'Item 4', 'Item 5', 'Item 6', 'Item 7', 'Item 8', 'Item 9', 'Item 10'],
    ]);
    expect(section?.area === 'shopping' && section.openItems[0]).toEqual({ ...added[12], position: 0 });
  });

  it('shows an empty default list with nothing open', async () => {
    const list = await api.makeList('Empty');
    await setDefault(api, list._id);
    expect(await shoppingSection()).toEqual({ area: 'shopping', shoppingListId: list._id, name: 'Empty', openItems: [], openCount: 0 });
  });

  it("is absent once the default list is deleted, and never shows another user's list", async () => {
    const list = await api.makeList('Gone soon');
    await setDefault(api, list._id);
    await api.ok('deleteShoppingList', { query: { shoppingListId: list._id } });
    expect(await shoppingSection()).toBeUndefined();

    const mallory = await api.otherUser('mallory');
    const theirs = await mallory.ok('createShoppingList', { body: { name: 'Secret shopping' } });
    await mallory.ok('createShoppingItems', { body: { shoppingListId: theirs._id, items: [{ name: 'Secret gift' }] } });
    await setDefault(api, theirs._id);
    expect(await api.ok('getDashboard', { query: { date: '2026-11-26' } })).toEqual({ date: '2026-11-26', sections: [] });
  });
});
