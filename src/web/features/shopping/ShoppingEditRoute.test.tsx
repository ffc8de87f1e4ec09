// Proves /specific-shopping-list/:listId against the fake shopping server: renaming the list,
// moving items by keyboard (Alt+ArrowUp/Down in a row, and the arrow buttons) with the focus kept
// and the order saved whole, a refused order put back, editing an item's fields, deleting an item
// and clearing the checked ones with Undo (posted back checked), and a list that is not found.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '../../i18n/languageStorage';
import { refused } from '../../testing/fakeServer';
import { fakeShoppingItem, fakeShoppingList } from './fakeServer.testing';
import { bodies, openApp, queries, shoppingServer } from './routes.testing';

const order = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem').map((row) => row.querySelector('span + span > span')!.textContent);

function seeded() {
  const groceries = fakeShoppingList('Groceries');
  const items = [
    fakeShoppingItem('Milk', groceries, { quantity: 2, unit: 'l' }),
    fakeShoppingItem('Bread', groceries),
    fakeShoppingItem('Eggs', groceries, { quantity: 12, checked: true, checkedAt: '2026-01-01T10:00:00.000Z' }),
    fakeShoppingItem('Jam', groceries, { note: 'strawberry', checked: true, checkedAt: '2026-01-01T10:00:00.000Z' }),
  ];
  return { groceries, items, fake: shoppingServer({ lists: [groceries], items }) };
}

describe('/specific-shopping-list/:listId', () => {
  it('names stored units in Swedish (issue 16: "tbsp" is "msk", a freely typed unit shows as typed)', async () => {
    localStorage.setItem(languageStorageKey, '2');
    const groceries = fakeShoppingList('Mat');
    const items = [
      fakeShoppingItem('Grädde', groceries, { quantity: 2, unit: 'tbsp' }),
      fakeShoppingItem('Jäst', groceries, { unit: 'pack' }),
      fakeShoppingItem('Dill', groceries, { quantity: 1, unit: 'handfull' }),
    ];
    await openApp(`/specific-shopping-list/${groceries._id}`, shoppingServer({ lists: [groceries], items }));
    expect(await screen.findByText('2 msk')).toBeVisible();
    expect(screen.getByText('förp.')).toBeVisible();
    expect(screen.getByText('1 handfull')).toBeVisible();
  });

  it('renames the list', async () => {
    const { groceries, fake } = seeded();
    const { toasts, user } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Groceries' })).toBeVisible();
    expect(document.title).toBe('Edit shopping list · Lifelog');
    const field = screen.getByLabelText('List name');
    await user.clear(field);
    await user.type(field, 'Food{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Food' })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /shopping-list')).toEqual([{ shoppingListId: groceries._id, name: 'Food' }]);
    expect(toasts).toContain('Updated shopping list');
  });

  it('moves items with Alt+ArrowUp/Down and the arrow buttons, keeping the focus, and saves the whole order', async () => {
    const { groceries, items, fake } = seeded();
    const { user } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    expect(await screen.findByRole('list', { name: 'Items' })).toBeVisible();
    expect(order()).toEqual(['Milk', 'Bread', 'Eggs (checked)', 'Jam (checked)']);
    const [milk, bread, eggs, jam] = items.map((item) => item._id);

    screen.getByRole('button', { name: 'Edit Milk' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual(['Bread', 'Milk', 'Eggs (checked)', 'Jam (checked)']);
    expect(screen.getByText('Milk moved to place 2 of 4')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Milk down' })).toHaveFocus());
    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    expect(order()).toEqual(['Bread', 'Eggs (checked)', 'Jam (checked)', 'Milk']);
    // At the end its down button is disabled: the up button keeps the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Milk up' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Move Jam up' }));
    expect(order()).toEqual(['Bread', 'Jam (checked)', 'Eggs (checked)', 'Milk']);
    await waitFor(() => expect(fake.store.items.sort((a, b) => a.position - b.position).map((item) => item.name)).toEqual(['Bread', 'Jam', 'Eggs', 'Milk']));
    const orders = (await bodies(fake.server, 'PUT /shopping-list')).map((body) => (body as { itemOrder: string[] }).itemOrder);
    expect(orders).toEqual([
      [bread, milk, eggs, jam],
      [bread, eggs, milk, jam],
      [bread, eggs, jam, milk],
      [bread, jam, eggs, milk],
    ]);
  });

  it('puts the saved order back when the server refuses the new one', async () => {
    const { groceries, fake } = seeded();
    fake.server.routes['PUT /shopping-list'] = () => refused(400, 'ITEM_ORDER_MISMATCH');
    const { toasts, user } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Move Bread up' }));
    await waitFor(() => expect(toasts).toContain('The list changed meanwhile. Its current order is shown again.'));
    await waitFor(() => expect(order()).toEqual(['Milk', 'Bread', 'Eggs (checked)', 'Jam (checked)']));
  });

  it("edits an item's name, quantity, unit and note", async () => {
    const { groceries, items, fake } = seeded();
    const { toasts, user } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    const form = screen.getByRole('form', { name: 'Edit Milk' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Quantity')).toHaveValue('2');
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('A quantity is a number, 0 or more')).toBeVisible();
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '1,5');
    await user.clear(within(form).getByLabelText('Unit'));
    await user.type(within(form).getByLabelText('Note'), 'oat{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Milk' })).toBeNull());
    expect(await bodies(fake.server, 'PUT /shopping-item')).toEqual([{ shoppingItemId: items[0]!._id, name: 'Milk', quantity: 1.5, unit: null, note: 'oat' }]);
    expect(await screen.findByText('1.5 · oat')).toBeVisible();
    expect(toasts).toContain('Updated item');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Milk' })).toHaveFocus());
  });

  it('deletes an item, and Undo puts it back', async () => {
    const { groceries, items, fake } = seeded();
    const { user } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Bread' }));
    await waitFor(() => expect(order()).toEqual(['Milk', 'Eggs (checked)', 'Jam (checked)']));
    expect(screen.getByText('Deleted Bread')).toBeVisible();
    expect(await queries(fake.server, 'DELETE /shopping-item')).toEqual([{ shoppingItemId: items[1]!._id }]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(order()).toEqual(['Milk', 'Eggs (checked)', 'Jam (checked)', 'Bread']));
    expect(await bodies(fake.server, 'POST /shopping-item')).toEqual([
      { shoppingListId: groceries._id, items: [{ name: 'Bread', quantity: null, unit: null, note: '', checked: false }] },
    ]);
  });

  it('clears the checked items, and Undo posts them back checked', async () => {
    const { groceries, fake } = seeded();
    const { user } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Clear checked (2)' }));
    await waitFor(() => expect(order()).toEqual(['Milk', 'Bread']));
    expect(screen.getByText('Cleared 2 checked items')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Clear checked/ })).toBeNull();
    expect(await queries(fake.server, 'DELETE /shopping-item')).toEqual([{ shoppingListId: groceries._id, checked: 'true' }]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(order()).toEqual(['Milk', 'Bread', 'Eggs (checked)', 'Jam (checked)']));
    expect(await bodies(fake.server, 'POST /shopping-item')).toEqual([
      {
        shoppingListId: groceries._id,
        items: [
          { name: 'Eggs', quantity: 12, unit: null, note: '', checked: true },
          { name: 'Jam', quantity: null, unit: null, note: 'strawberry', checked: true },
        ],
      },
    ]);
    expect(screen.queryByText('Cleared 2 checked items')).toBeNull();
  });

  it('says when the checked items cannot be cleared', async () => {
    const { groceries, fake } = seeded();
    fake.server.routes['DELETE /shopping-item'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Clear checked (2)' }));
    await waitFor(() => expect(toasts).toContain('Could not clear the checked items'));
    expect(order()).toEqual(['Milk', 'Bread', 'Eggs (checked)', 'Jam (checked)']);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('says a list that does not exist is not found', async () => {
    const fake = shoppingServer();
    await openApp('/specific-shopping-list/shopmissing0', fake);
    expect(await screen.findByRole('heading', { name: 'Shopping list not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All shopping lists' })).toHaveAttribute('href', '/shopping-lists');
  });
});
