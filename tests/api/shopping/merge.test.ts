// Proves POST /shopping-item with mergeSameFood: an item of the same food as an open item, with an
// amount that combines, is added to it in that item's unit (200 g + 0.3 kg flour = 500 g), also
// across items of one request; a unit that does not combine, a checked item, or another food makes
// a new item. The answer tells the new items from the merged ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amounts, startShoppingApi, type ShoppingApi } from './shoppingApi';

describe('merging the same food', () => {
  let api: ShoppingApi;

  beforeAll(async () => {
    api = await startShoppingApi('maja');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it("adds 0.3 kg of flour to 200 g, in the existing item's unit, and answers the item merged into", async () => {
    const list = await api.makeList('Baking');
    const { added: [flour] } = await api.add(list._id, [{ name: 'Flour', quantity: 200, unit: 'g' }]);
    const { added, merged } = await api.add(list._id, [{ name: 'flour', quantity: 0.3, unit: 'kg' }], true);
    expect(added).toEqual([]);
    expect(merged).toEqual([{ ...flour, quantity: 500, unit: 'g' }]);
    expect((await api.readList(list._id)).items).toEqual(merged);
  });

  it('merges plurals, notes after a comma and a food named inside a longer one, preferring the same name', async () => {
    const list = await api.makeList('Words');
    await api.add(list._id, [
      { name: 'Wheat flour', quantity: 1, unit: 'kg' },
      { name: 'Flour', quantity: 100, unit: 'g' },
      { name: 'Tomato', quantity: 2 },
    ]);
    const { added, merged } = await api.add(
      list._id,
      [
        { name: 'flour, sifted', quantity: 50, unit: 'grams' },
        { name: 'tomatoes', quantity: 3 },
        { name: 'wheat flour', quantity: 500, unit: 'g' },
      ],
      true,
    );
    expect(added).toEqual([]);
    expect(amounts(merged)).toEqual([
      ['Wheat flour', 1.5, 'kg'],
      ['Flour', 150, 'g'],
      ['Tomato', 5, null],
    ]);

    // "flour" is part of "rye flour": with only the longer one open, it still merges there.
    const rye = await api.makeList('Rye');
    await api.add(rye._id, [{ name: 'Rye flour', quantity: 1, unit: 'kg' }]);
    expect(amounts((await api.add(rye._id, [{ name: 'flour', quantity: 250, unit: 'g' }], true)).merged)).toEqual([['Rye flour', 1.25, 'kg']]);
  });

  it('makes a new item for a unit that does not combine, a measured amount beside an unmeasured one, or another food', async () => {
    const list = await api.makeList('Apart');
    await api.add(list._id, [
      { name: 'Milk', quantity: 1, unit: 'l' },
      { name: 'Sugar', quantity: 2, unit: 'dl' },
      { name: 'Rice' },
    ]);
    const { added, merged } = await api.add(
      list._id,
      [
        { name: 'Milk', quantity: 2, unit: 'pack' },
        { name: 'Sugar', quantity: 100, unit: 'g' },
        { name: 'Rice', quantity: 1, unit: 'kg' },
        { name: 'Licorice', quantity: 1, unit: 'bag' },
      ],
      true,
    );
    expect(merged).toEqual([]);
    expect(amounts(added)).toEqual([
      ['Milk', 2, 'pack'],
      ['Sugar', 100, 'g'],
      ['Rice', 1, 'kg'],
      ['Licorice', 1, 'bag'],
    ]);
    expect((await api.readList(list._id)).items).toHaveLength(7);
  });

  it('merges volumes across Swedish and English spoons, unmeasured with unmeasured, and unknown units written alike', async () => {
    const list = await api.makeList('Spoons');
    await api.add(list._id, [
      { name: 'Olive oil', quantity: 2, unit: 'msk' },
      { name: 'Salt' },
      { name: 'Lemons', quantity: 1, unit: 'net' },
    ]);
    const { merged } = await api.add(
      list._id,
      [
        { name: 'olive oil', quantity: 3, unit: 'tsk' },
        { name: 'salt' },
        { name: 'lemon', quantity: 2, unit: 'Net' },
      ],
      true,
    );
    expect(amounts(merged)).toEqual([
      ['Olive oil', 3, 'msk'],
      ['Salt', null, null],
      ['Lemons', 3, 'net'],
    ]);
  });

  it('never merges into a checked item, nor merges an item sent checked', async () => {
    const list = await api.makeList('Checked');
    const { added: [butter] } = await api.add(list._id, [{ name: 'Butter', quantity: 250, unit: 'g' }]);
    await api.ok('updateShoppingItem', { body: { shoppingItemId: butter!._id, checked: true } });
    const first = await api.add(list._id, [{ name: 'Butter', quantity: 100, unit: 'g' }], true);
    expect([amounts(first.added), first.merged]).toEqual([[['Butter', 100, 'g']], []]);
    const second = await api.add(list._id, [{ name: 'Butter', quantity: 50, unit: 'g', checked: true }], true);
    expect([amounts(second.added), second.merged]).toEqual([[['Butter', 50, 'g']], []]);
    expect(amounts((await api.readList(list._id)).items)).toEqual([
      ['Butter', 250, 'g'],
      ['Butter', 100, 'g'],
      ['Butter', 50, 'g'],
    ]);
  });

  it('merges duplicates within one request, into new items as into existing ones', async () => {
    const list = await api.makeList('Recipe');
    await api.add(list._id, [{ name: 'Eggs', quantity: 2 }]);
    const { added, merged } = await api.add(
      list._id,
      [
        { name: 'Onion', quantity: 1 },
        { name: 'egg', quantity: 3 },
        { name: 'Onions', quantity: 2 },
        { name: 'Cream', quantity: 2, unit: 'dl' },
        { name: 'cream', quantity: 100, unit: 'ml' },
      ],
      true,
    );
    expect(amounts(added)).toEqual([
      ['Onion', 3, null],
      ['Cream', 3, 'dl'],
    ]);
    expect(added.map((item) => item.position)).toEqual([1, 2]);
    expect(amounts(merged)).toEqual([['Eggs', 5, null]]);
    expect(amounts((await api.readList(list._id)).items)).toEqual([
      ['Eggs', 5, null],
      ['Onion', 3, null],
      ['Cream', 3, 'dl'],
    ]);
  });

  it('loses no amount and shares no position when several additions reach one list at once', async () => {
    const list = await api.makeList('At once');
    await api.add(list._id, [{ name: 'Sugar', quantity: 100, unit: 'g' }]);
    await Promise.all(Array.from({ length: 5 }, (_, i) => api.add(list._id, [{ name: 'Sugar', quantity: 100, unit: 'g' }, { name: `Extra ${i}` }], true)));
    const { items } = await api.readList(list._id);
    expect(amounts(items.slice(0, 1))).toEqual([['Sugar', 600, 'g']]);
    expect(items.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("keeps a merged item's own note, and gives one without a note the incoming item's", async () => {
    const list = await api.makeList('Notes');
    await api.add(list._id, [
      { name: 'Coffee', quantity: 500, unit: 'g', note: 'dark roast' },
      { name: 'Tea', quantity: 1, unit: 'pack' },
    ]);
    const { merged } = await api.add(
      list._id,
      [
        { name: 'coffee', quantity: 500, unit: 'g', note: 'any' },
        { name: 'tea', quantity: 1, unit: 'pack', note: 'green' },
      ],
      true,
    );
    expect(merged.map(({ name, quantity, note }) => [name, quantity, note])).toEqual([
      ['Coffee', 1000, 'dark roast'],
      ['Tea', 2, 'green'],
    ]);
  });
});
