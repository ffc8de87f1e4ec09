// Proves "Put checked items into storage" with mergeSameFood: an item goes into the same food
// already in the group (or put in earlier by the same call) when their amounts add, in the
// existing item's unit, keeping the earlier best-before and the existing note; items whose units
// do not combine, whose food flag differs, or that sit in another group are added instead; and
// without mergeSameFood every item is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startStorageApi, type StorageApi } from './storageApi';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

describe('putting items into storage with mergeSameFood', () => {
  let api: StorageApi;

  beforeAll(async () => {
    api = await startStorageApi('maja');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('adds 300 g of flour to the kilo of wheat flour already there, in kilos, keeping the earlier best-before and its note', async () => {
    api.setNow(NOW);
    const pantry = await api.makeGroup('Pantry');
    const flour = await api.makeItem(pantry._id, { name: 'Wheat flour', quantity: 1, unit: 'kg', bestBefore: '2027-02-01', note: 'Organic' });
    api.setNow(later(MINUTE));
    const answer = await api.putItems(pantry._id, [{ name: 'flour', quantity: 300, unit: 'g', bestBefore: '2027-01-15', note: 'From the list' }], true);
    expect(answer).toEqual({ added: [], merged: [{ ...flour, quantity: 1.3, bestBefore: '2027-01-15', updatedAt: later(MINUTE) }] });
    expect(await api.itemsOf(pantry._id)).toHaveLength(1);
    expect(await api.readItem(flour._id)).toEqual(answer.merged[0]);
  });

  it('keeps the existing best-before when it is earlier, and takes one when the existing item had none', async () => {
    const fridge = await api.makeGroup('Fridge');
    const { added } = await api.putItems(fridge._id, [
      { name: 'Milk', quantity: 1, unit: 'l', bestBefore: '2026-11-28' },
      { name: 'Eggs', quantity: 6, note: '' },
    ]);
    const { merged } = await api.putItems(
      fridge._id,
      [
        { name: 'milk', quantity: 5, unit: 'dl', bestBefore: '2026-12-02' },
        { name: 'egg', quantity: 4, bestBefore: '2026-12-10', note: 'Free range' },
      ],
      true,
    );
    expect(merged.map(({ _id, name, quantity, unit, bestBefore, note }) => ({ _id, name, quantity, unit, bestBefore, note }))).toEqual([
      { _id: added[0]!._id, name: 'Milk', quantity: 1.5, unit: 'l', bestBefore: '2026-11-28', note: '' },
      { _id: added[1]!._id, name: 'Eggs', quantity: 10, unit: null, bestBefore: '2026-12-10', note: 'Free range' },
    ]);
  });

  it('adds items whose units do not combine, whose food flag differs, or that are only in another group', async () => {
    const shelf = await api.makeGroup('Shelf');
    const cellar = await api.makeGroup('Cellar');
    await api.putItems(shelf._id, [{ name: 'Sugar', quantity: 500, unit: 'g' }, { name: 'Candles', quantity: 2, isFood: false }]);
    await api.putItems(cellar._id, [{ name: 'Potatoes', quantity: 2, unit: 'kg' }]);
    const answer = await api.putItems(
      shelf._id,
      [
        { name: 'sugar', quantity: 2, unit: 'dl' },
        { name: 'Candles', quantity: 3 },
        { name: 'Potatoes', quantity: 1, unit: 'kg' },
        { name: 'Sugar', quantity: 1, unit: 'kg' },
      ],
      true,
    );
    expect(answer.added.map(({ name, quantity, unit, isFood }) => [name, quantity, unit, isFood])).toEqual([
      ['sugar', 2, 'dl', true],
      ['Candles', 3, null, true],
      ['Potatoes', 1, 'kg', true],
    ]);
    expect(answer.merged.map(({ name, quantity, unit }) => [name, quantity, unit])).toEqual([['Sugar', 1500, 'g']]);
    expect((await api.itemsOf(cellar._id)).map(({ quantity }) => quantity)).toEqual([2]);
  });

  it('merges items of the same call into each other, and an existing item taking two amounts appears once', async () => {
    const freezer = await api.makeGroup('Freezer');
    const peas = await api.makeItem(freezer._id, { name: 'Peas', quantity: 200, unit: 'g' });
    const answer = await api.putItems(
      freezer._id,
      [
        { name: 'Peas', quantity: 100, unit: 'g' },
        { name: 'Blueberries', quantity: 250, unit: 'g' },
        { name: 'peas', quantity: 0.5, unit: 'kg' },
        { name: 'blueberry', quantity: 0.25, unit: 'kg', bestBefore: '2027-01-01' },
      ],
      true,
    );
    expect(answer.merged.map(({ _id, quantity }) => [_id, quantity])).toEqual([[peas._id, 800]]);
    expect(answer.added.map(({ name, quantity, unit, bestBefore }) => [name, quantity, unit, bestBefore])).toEqual([['Blueberries', 500, 'g', '2027-01-01']]);
    expect((await api.itemsOf(freezer._id)).map(({ name, quantity }) => [name, quantity])).toEqual([
      ['Blueberries', 500],
      ['Peas', 800],
    ]);
  });

  it('prefers the same food written alike over a related one, and adds unmeasured amounts only to unmeasured ones', async () => {
    const larder = await api.makeGroup('Larder');
    const { added } = await api.putItems(larder._id, [
      { name: 'Rye flour', quantity: 1, unit: 'kg' },
      { name: 'Flour', quantity: 2, unit: 'kg' },
      { name: 'Salt' },
    ]);
    const answer = await api.putItems(
      larder._id,
      [
        { name: 'flour', quantity: 1, unit: 'kg' },
        { name: 'salt' },
        { name: 'salt', quantity: 1, unit: 'kg' },
      ],
      true,
    );
    expect(answer.merged.map(({ _id, quantity }) => [_id, quantity])).toEqual([
      [added[1]!._id, 3],
      [added[2]!._id, null],
    ]);
    expect(answer.added.map(({ name, quantity }) => [name, quantity])).toEqual([['salt', 1]]);
  });

  it('adds both amounts when two calls at once put the same food into one group', async () => {
    const cupboard = await api.makeGroup('Cupboard');
    const oats = await api.makeItem(cupboard._id, { name: 'Oats', quantity: 1, unit: 'kg' });
    await Promise.all(Array.from({ length: 4 }, () => api.putItems(cupboard._id, [{ name: 'oats', quantity: 250, unit: 'g' }], true)));
    expect(await api.readItem(oats._id)).toMatchObject({ quantity: 2, unit: 'kg' });
    expect(await api.itemsOf(cupboard._id)).toHaveLength(1);
  });

  it('adds every item, even the same food, without mergeSameFood', async () => {
    const box = await api.makeGroup('Box');
    await api.makeItem(box._id, { name: 'Rice', quantity: 1, unit: 'kg' });
    const answer = await api.putItems(box._id, [{ name: 'Rice', quantity: 1, unit: 'kg' }, { name: 'Rice', quantity: 2, unit: 'kg' }]);
    expect(answer.merged).toEqual([]);
    expect(answer.added).toHaveLength(2);
    expect((await api.itemsOf(box._id)).map(({ quantity }) => quantity).sort()).toEqual([1, 1, 2]);
  });
});
