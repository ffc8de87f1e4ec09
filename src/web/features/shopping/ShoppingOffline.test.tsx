// Proves shopping offline (issue 25): a check, a quick add and clearing the checked items are
// shown at once, wait in the outbox marked "Not sent yet", and are sent when the network returns,
// where the mark goes away. An item added offline cannot be checked off until it is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeShoppingItem, fakeShoppingList } from './fakeServer.testing';
import { bodies, openApp, queries, shoppingServer } from './routes.testing';
import { goOffline } from '../../testing/network';

function seeded() {
  const groceries = fakeShoppingList('Groceries');
  const items = [fakeShoppingItem('Milk', groceries), fakeShoppingItem('Bread', groceries), fakeShoppingItem('Eggs', groceries, { checked: true, checkedAt: '2026-01-01T10:00:00.000Z' })];
  return { groceries, items, fake: shoppingServer({ lists: [groceries], items }) };
}

const names = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);

describe('shopping offline', () => {
  it('checks an item off offline, marked as not sent yet, and sends the check when back online', async () => {
    const { groceries, items, fake } = seeded();
    const { user, server } = await openApp(`/shopping-list/${groceries._id}`, fake);
    await screen.findByRole('checkbox', { name: 'Milk' });
    const goOnline = goOffline();
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    expect(names('Checked (2)')).toEqual(['MilkNot sent yet', 'Eggs']);
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toHaveAccessibleDescription('Not sent yet');
    expect(screen.getByRole('checkbox', { name: 'Eggs' })).not.toHaveAccessibleDescription();
    expect(await server.calls('PUT /shopping-item')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    expect(await bodies(server, 'PUT /shopping-item')).toEqual([{ shoppingItemId: items[0]!._id, checked: true }]);
    expect(fake.store.items[0]!.checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
  });

  it('adds an item offline under a temporary id, which cannot be checked off until it is sent', async () => {
    const { groceries, fake } = seeded();
    const { user, server, toasts } = await openApp(`/shopping-list/${groceries._id}`, fake);
    const field = await screen.findByLabelText('Add an item');
    const goOnline = goOffline();
    await user.type(field, '2 l juice{Enter}');
    await waitFor(() => expect(names('To buy (3)')).toEqual(['Milk', 'Bread', 'juiceNot sent yet2 l']));
    expect(field).toHaveValue('');
    const juice = screen.getByRole('checkbox', { name: 'juice' });
    expect(juice).toHaveAccessibleDescription('2 l Not sent yet');
    await user.click(juice);
    expect(toasts).toContain('It can be checked off once it is sent');
    expect(juice).not.toBeChecked();
    expect(await server.calls('POST /shopping-item')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(fake.store.items.map((item) => item.name)).toContain('juice'));
    expect(await bodies(server, 'POST /shopping-item')).toEqual([{ shoppingListId: groceries._id, items: [{ name: 'juice', quantity: 2, unit: 'l' }], mergeSameFood: true }]);
    await waitFor(() => expect(names('To buy (3)')).toEqual(['Milk', 'Bread', 'juice2 l']));
    await user.click(screen.getByRole('checkbox', { name: 'juice' }));
    await waitFor(() => expect(fake.store.items.find((item) => item.name === 'juice')?.checked).toBe(true));
  });

  it('clears the checked items offline with Undo at hand, and clears them on the server when back online', async () => {
    const { groceries, fake } = seeded();
    const { user, server } = await openApp(`/specific-shopping-list/${groceries._id}`, fake);
    const clear = await screen.findByRole('button', { name: 'Clear checked (1)' });
    const goOnline = goOffline();
    await user.click(clear);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Clear checked/ })).toBeNull());
    expect(screen.getByText('Cleared 1 checked item')).toBeVisible();
    expect(screen.getByText('Checked items cleared on this device')).toHaveAccessibleDescription('Not sent yet');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    expect(await server.calls('DELETE /shopping-item')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    expect(await queries(server, 'DELETE /shopping-item')).toEqual([{ shoppingListId: groceries._id, checked: 'true' }]);
    expect(fake.store.items.map((item) => item.name)).toEqual(['Milk', 'Bread']);
  });
});
