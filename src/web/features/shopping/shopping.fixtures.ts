// Sample data for the shopping screens' stories: a weekly groceries list with amounts, notes and
// checked items, a hardware list, and an empty one.
import type { ShoppingItem, ShoppingList, ShoppingListWithItems, StoragePlace } from './queries';

const item = (index: number, name: string, fields: Partial<ShoppingItem> = {}): ShoppingItem => ({
  _id: `shopitem${String(index).padStart(4, '0')}`,
  shoppingListId: 'shopgroceris',
  name,
  quantity: null,
  unit: null,
  note: '',
  checked: false,
  checkedAt: null,
  position: index,
  createdAt: `2026-03-01T08:${String(index).padStart(2, '0')}:00.000Z`,
  ...fields,
});

const checkedAt = '2026-03-02T10:00:00.000Z';

export const groceriesFixture: ShoppingListWithItems = {
  _id: 'shopgroceris',
  name: 'Groceries',
  createdAt: '2026-03-01T08:00:00.000Z',
  openCount: 5,
  checkedCount: 2,
  items: [
    item(1, 'Milk', { quantity: 2, unit: 'l' }),
    item(2, 'Wheat flour', { quantity: 500, unit: 'g', note: 'for the Sunday bread' }),
    item(3, 'Eggs', { quantity: 12, checked: true, checkedAt }),
    item(4, 'Tomatoes', { quantity: 6 }),
    item(5, 'A rather long item name that has to wrap on a narrow phone screen', { note: 'the organic ones, if they have them' }),
    item(6, 'Butter', { quantity: 1, unit: 'pack', checked: true, checkedAt }),
    item(7, 'Basil', { unit: 'pot' }),
  ],
};

export const emptyListFixture: ShoppingListWithItems = { _id: 'shopemptyls1', name: 'Party', createdAt: '2026-03-03T08:00:00.000Z', openCount: 0, checkedCount: 0, items: [] };

export const listsFixture: ShoppingList[] = [
  { _id: groceriesFixture._id, name: 'Groceries', createdAt: groceriesFixture.createdAt, openCount: 5, checkedCount: 2 },
  { _id: 'shophardware', name: 'Hardware store', createdAt: '2026-03-02T08:00:00.000Z', openCount: 3, checkedCount: 0 },
  { _id: emptyListFixture._id, name: 'Party', createdAt: emptyListFixture.createdAt, openCount: 0, checkedCount: 0 },
];

/** The storage places checked items can be put into. */
export const storagePlacesFixture: StoragePlace[] = [
  { _id: 'storefreezer', name: 'Freezer' },
  { _id: 'storepantry1', name: 'Pantry' },
];
