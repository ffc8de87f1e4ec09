// Sample data for the storage screens' stories: a pantry and a freezer with items at every
// distance from their best-before date (as seen from `fixtureToday`), and recipes to cook.
import type { CookableRecipe, RecipeSummary, StorageGroup, StorageItem, StorageItemInGroup } from './queries';

export const fixtureToday = '2026-11-26';

export const pantryFixture: StorageGroup = { _id: 'stgrpantry01', name: 'Pantry', createdAt: '2026-03-01T08:00:00.000Z', itemCount: 5, expiringCount: 3 };
export const freezerFixture: StorageGroup = { _id: 'stgrfreezer1', name: 'Freezer', createdAt: '2026-03-02T08:00:00.000Z', itemCount: 2, expiringCount: 0 };
export const garageFixture: StorageGroup = { _id: 'stgrgarage01', name: 'Garage, the shelf by the door on the left', createdAt: '2026-03-03T08:00:00.000Z', itemCount: 0, expiringCount: 0 };
export const groupsFixture: StorageGroup[] = [pantryFixture, freezerFixture, garageFixture];

const item = (index: number, name: string, fields: Partial<StorageItemInGroup> = {}): StorageItemInGroup => ({
  _id: `stitem${String(index).padStart(6, '0')}`,
  storageGroupId: pantryFixture._id,
  groupName: pantryFixture.name,
  name,
  quantity: null,
  unit: null,
  bestBefore: null,
  note: '',
  isFood: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...fields,
});

export const pantryItemsFixture: StorageItemInGroup[] = [
  item(1, 'Candles', { quantity: 6, isFood: false }),
  item(2, 'Cream', { quantity: 2, unit: 'dl', bestBefore: '2026-11-29' }),
  item(3, 'Milk', { quantity: 1, unit: 'l', bestBefore: '2026-11-26' }),
  item(4, 'Organic stone-ground wholemeal spelt flour from the mill down the road', { quantity: 1.5, unit: 'kg', bestBefore: '2027-06-14', note: 'for the Sunday bread' }),
  item(5, 'Yoghurt', { bestBefore: '2026-11-24' }),
];

export const expiringFixture: StorageItemInGroup[] = [pantryItemsFixture[4]!, pantryItemsFixture[2]!, pantryItemsFixture[1]!];

const { groupName: _groupName, ...flour } = pantryItemsFixture[3]!;
export const flourFixture: StorageItem = flour;

const recipe = (index: number, name: string): RecipeSummary => ({
  _id: `recipe${String(index).padStart(6, '0')}`,
  name,
  collectionId: 'recicollect1',
  servings: 4,
  totalTimeMs: null,
  imageId: null,
  createdDateTime: '2026-10-01T08:00:00.000Z',
});

export const recipesFixture: RecipeSummary[] = [recipe(1, 'Sourdough bread'), recipe(2, 'Pancakes')];

export const cookableFixture: CookableRecipe[] = [
  { recipe: recipesFixture[0]!, matched: 3, total: 3, missing: [] },
  { recipe: recipesFixture[1]!, matched: 2, total: 4, missing: ['3 eggs', '1 pinch of salt'] },
  { recipe: recipe(3, 'Creamy mushroom soup with thyme and a long name'), matched: 1, total: 6, missing: ['400 g mushrooms', '1 onion', '2 cloves garlic', '5 dl stock', 'fresh thyme'] },
];
