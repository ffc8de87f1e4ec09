// Proves /shopping-list/:listId (shopping mode) against the fake shopping server: a tap checks an
// item off at once (before the server answers), checked items sink under the open ones, Undo puts
// one back, a refused check puts the item back with a toast, the quick add field adds with
// mergeSameFood and an amount read from the text, and an unknown list or a failed fetch shows a
// way out.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../testing/fakeServer';
import { fakeShoppingItem, fakeShoppingList } from './fakeServer.testing';
import { bodies, openApp, shoppingServer } from './routes.testing';
import { quickItem } from './ShoppingModeRoute';

const names = (list: HTMLElement) => within(list).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);

function seeded() {
  const groceries = fakeShoppingList('Groceries');
  const items = [
    fakeShoppingItem('Milk', groceries, { quantity: 2, unit: 'l' }),
    fakeShoppingItem('Bread', groceries, { note: 'rye' }),
    fakeShoppingItem('Eggs', groceries, { quantity: 12, checked: true, checkedAt: '2026-01-01T10:00:00.000Z' }),
    fakeShoppingItem('Flour', groceries, { quantity: 200, unit: 'g' }),
  ];
  return { groceries, items, fake: shoppingServer({ lists: [groceries], items }) };
}

describe('/shopping-list/:listId', () => {
  it('shows the open items in order with their amounts and notes, and the checked ones under them', async () => {
    const { groceries, fake } = seeded();
    await openApp(`/shopping-list/${groceries._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
    expect(document.title).toBe('Shopping list · Lifelog');
    expect(names(screen.getByRole('list', { name: 'To buy (3)' }))).toEqual(['Milk2 l', 'Breadrye', 'Flour200 g']);
    expect(names(screen.getByRole('list', { name: 'Checked (1)' }))).toEqual(['Eggs12']);
    expect(screen.getByRole('link', { name: 'Edit list' })).toHaveAttribute('href', `/specific-shopping-list/${groceries._id}`);
  });

  it('checks an item off at once, sinks it, moves the focus to the next item, and Undo puts it back', async () => {
    const { groceries, items, fake } = seeded();
    // The server takes its time: the list must not wait for it.
    let answer: () => void = () => undefined;
    const real = fake.server.routes['PUT /shopping-item']!;
    fake.server.routes['PUT /shopping-item'] = (request, body) => new Promise((resolve) => (answer = () => resolve(real(request, body))));
    const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    expect(names(screen.getByRole('list', { name: 'To buy (2)' }))).toEqual(['Breadrye', 'Flour200 g']);
    expect(names(screen.getByRole('list', { name: 'Checked (2)' }))).toEqual(['Milk2 l', 'Eggs12']);
    expect(screen.getByRole('checkbox', { name: 'Bread' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Bread' })).toHaveAccessibleDescription('rye');
    expect(screen.getByText('Checked off Milk')).toBeVisible();
    await act(async () => answer());
    await waitFor(() => expect(fake.store.items.find((item) => item._id === items[0]!._id)?.checked).toBe(true));

    fake.server.routes['PUT /shopping-item'] = real;
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names(screen.getByRole('list', { name: 'To buy (3)' }))).toEqual(['Milk2 l', 'Breadrye', 'Flour200 g']);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Milk' })).toHaveFocus());
    await waitFor(() => expect(fake.store.items.find((item) => item._id === items[0]!._id)?.checked).toBe(false));
    expect(await bodies(fake.server, 'PUT /shopping-item')).toEqual([
      { shoppingItemId: items[0]!._id, checked: true },
      { shoppingItemId: items[0]!._id, checked: false },
    ]);
    expect(screen.queryByText('Checked off Milk')).toBeNull();
  });

  it('puts a checked item back on the list from the checked ones', async () => {
    const { groceries, fake } = seeded();
    const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('checkbox', { name: 'Eggs' }));
    expect(names(screen.getByRole('list', { name: 'To buy (4)' }))).toEqual(['Milk2 l', 'Breadrye', 'Eggs12', 'Flour200 g']);
    expect(screen.queryByRole('list', { name: /^Checked/ })).toBeNull();
    expect(screen.getByText('Put Eggs back on the list')).toBeVisible();
  });

  it('says so when everything is checked off', async () => {
    const groceries = fakeShoppingList('Groceries');
    const fake = shoppingServer({ lists: [groceries], items: [fakeShoppingItem('Milk', groceries)] });
    const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    expect(screen.getByText('Everything is checked off.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  });

  it('puts the item back and says so when the server refuses the check', async () => {
    const { groceries, fake } = seeded();
    fake.server.routes['PUT /shopping-item'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    await waitFor(() => expect(toasts).toContain('Could not check the item off'));
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'To buy (3)' }))).toEqual(['Milk2 l', 'Breadrye', 'Flour200 g']));
  });

  it('adds from the quick add field, merging the same food', async () => {
    const { groceries, items, fake } = seeded();
    const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    const field = await screen.findByLabelText('Add an item');
    await user.type(field, '0.3 kg flour{Enter}');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'To buy (3)' }))).toEqual(['Milk2 l', 'Breadrye', 'Flour500 g']));
    expect(field).toHaveValue('');
    await user.type(field, 'Butter{Enter}');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'To buy (4)' }))).toEqual(['Milk2 l', 'Breadrye', 'Flour500 g', 'Butter']));
    expect(await bodies(fake.server, 'POST /shopping-item')).toEqual([
      { shoppingListId: groceries._id, items: [{ name: 'flour', quantity: 0.3, unit: 'kg' }], mergeSameFood: true },
      { shoppingListId: groceries._id, items: [{ name: 'Butter', quantity: null, unit: null }], mergeSameFood: true },
    ]);
    expect(fake.store.items.find((item) => item._id === items[3]!._id)).toMatchObject({ quantity: 500, unit: 'g' });
  });

  it('asks for something to add, and keeps the text when the server refuses it', async () => {
    const { groceries, fake } = seeded();
    fake.server.routes['POST /shopping-item'] = () => refused(409, 'SHOPPING_LIST_FULL');
    const { toasts, user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(screen.getByText('Type what to buy')).toBeVisible();
    await user.type(screen.getByLabelText('Add an item'), 'Jam{Enter}');
    await waitFor(() => expect(toasts).toContain('A list holds at most 1,000 items'));
    expect(screen.getByLabelText('Add an item')).toHaveValue('Jam');
  });

  it('explains an empty list', async () => {
    const groceries = fakeShoppingList('Groceries');
    const fake = shoppingServer({ lists: [groceries] });
    await openApp(`/shopping-list/${groceries._id}`, fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing on this list yet' })).toBeVisible();
  });

  it('says a list that does not exist is not found, with the way to every list', async () => {
    const fake = shoppingServer({ lists: [fakeShoppingList('Groceries')] });
    await openApp('/shopping-list/shopmissing0', fake);
    expect(await screen.findByRole('heading', { name: 'Shopping list not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All shopping lists' })).toHaveAttribute('href', '/shopping-lists');
  });

  it('says when the list cannot be fetched, and tries again', async () => {
    const { groceries, fake } = seeded();
    const real = fake.server.routes['GET /shopping-list']!;
    fake.server.routes['GET /shopping-list'] = () => refused(500, 'INTERNAL');
    const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    expect(await screen.findByText('The shopping list could not be fetched.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All shopping lists' })).toBeVisible();
    fake.server.routes['GET /shopping-list'] = real;
    await user.click(within(screen.getByText('The shopping list could not be fetched.').parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  });
});

describe('quickItem', () => {
  it('reads an amount and a unit from the text, and keeps text without a food as written', () => {
    expect(quickItem('2 l milk')).toEqual({ name: 'milk', quantity: 2, unit: 'l' });
    expect(quickItem('Milk')).toEqual({ name: 'Milk', quantity: null, unit: null });
    expect(quickItem('## Dairy')).toEqual({ name: '## Dairy' });
  });
});

describe('quick taps', () => {
  it('shows the last tap when two checks of one item are answered out of order', async () => {
    const groceries = fakeShoppingList('Groceries');
    const milk = fakeShoppingItem('Milk', groceries);
    const fake = shoppingServer({ lists: [groceries], items: [milk] });
    const real = fake.server.routes['PUT /shopping-item']!;
    const waiting: Array<() => void> = [];
    // The server handles each call as it comes; its answers arrive late, and out of order.
    fake.server.routes['PUT /shopping-item'] = async (request, body) => {
      const answer = await real(request, body);
      return new Promise((resolve) => waiting.push(() => resolve(answer)));
    };
    const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    await waitFor(() => expect(waiting).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    // The second tap (uncheck) is answered first, then the first (check): the list keeps the last tap.
    await act(async () => waiting[1]!());
    await act(async () => waiting[0]!());
    // Let both answers reach the cache.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(fake.store.items[0]!.checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
  });

  describe('Put checked items into storage', () => {
    const pantry = { _id: 'storepantry1', name: 'Pantry', createdAt: '2026-01-01T00:00:00.000Z', itemCount: 0, expiringCount: 0 };
    const freezer = { _id: 'storefreezer', name: 'Freezer', createdAt: '2026-01-01T00:00:01.000Z', itemCount: 0, expiringCount: 0 };

    it('puts the checked items into the chosen place with their amounts and notes, then takes them off the list', async () => {
      const { groceries, items, fake } = seeded();
      fake.server.routes['GET /storage-group'] = () => ok([freezer, pantry]);
      fake.server.routes['POST /storage-item'] = () => ok({ added: [], merged: [] });
      fake.store.items = fake.store.items.map((item) => (item._id === items[3]!._id ? { ...item, checked: true, note: 'organic' } : item));
      const { user, server, toasts } = await openApp(`/shopping-list/${groceries._id}`, fake);
      expect(await server.calls('GET /storage-group')).toHaveLength(0);
      await user.click(await screen.findByRole('button', { name: 'Put checked items into storage' }));
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Storage place' }), 'Pantry');
      await user.click(screen.getByRole('button', { name: 'Put 2 items into storage' }));
      await waitFor(() => expect(toasts).toContain('Put 2 items into Pantry'));
      expect(await bodies(server, 'POST /storage-item')).toEqual([
        {
          storageGroupId: pantry._id,
          items: [
            { name: 'Eggs', quantity: 12, unit: null },
            { name: 'Flour', quantity: 200, unit: 'g', note: 'organic' },
          ],
          mergeSameFood: true,
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('list', { name: /^Checked/ })).toBeNull());
      expect(fake.store.items.map((item) => item.name)).toEqual(['Milk', 'Bread']);
    });

    it('drops the offer to undo a check once the item went into storage and off the list', async () => {
      const { groceries, fake } = seeded();
      fake.server.routes['GET /storage-group'] = () => ok([pantry]);
      fake.server.routes['POST /storage-item'] = () => ok({ added: [], merged: [] });
      const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
      await user.click(await screen.findByRole('checkbox', { name: 'Flour' }));
      expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Put checked items into storage' }));
      await user.click(await screen.findByRole('button', { name: 'Put 2 items into storage' }));
      await waitFor(() => expect(screen.queryByRole('list', { name: /^Checked/ })).toBeNull());
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    });

    it('keeps the items on the list when unticked, and keeps them checked when storage refuses', async () => {
      const { groceries, fake } = seeded();
      fake.server.routes['GET /storage-group'] = () => ok([pantry]);
      let refuse = true;
      fake.server.routes['POST /storage-item'] = () => (refuse ? refused(500, 'INTERNAL') : ok({ added: [], merged: [] }));
      const { user, server, toasts } = await openApp(`/shopping-list/${groceries._id}`, fake);
      await user.click(await screen.findByRole('button', { name: 'Put checked items into storage' }));
      await user.click(await screen.findByRole('button', { name: 'Put 1 item into storage' }));
      await waitFor(() => expect(toasts).toContain('Could not put the items into storage'));
      expect(screen.getByRole('list', { name: 'Checked (1)' })).toBeVisible();
      refuse = false;
      await user.click(screen.getByRole('checkbox', { name: 'Then take them off this list' }));
      await user.click(screen.getByRole('button', { name: 'Put 1 item into storage' }));
      await waitFor(() => expect(toasts).toContain('Put 1 item into Pantry'));
      expect(await server.calls('DELETE /shopping-item')).toHaveLength(0);
      expect(screen.getByRole('list', { name: 'Checked (1)' })).toBeVisible();
    });

    it('says there are no storage places yet and leads to storage', async () => {
      const { groceries, fake } = seeded();
      fake.server.routes['GET /storage-group'] = () => ok([]);
      const { user } = await openApp(`/shopping-list/${groceries._id}`, fake);
      await user.click(await screen.findByRole('button', { name: 'Put checked items into storage' }));
      expect(await screen.findByRole('link', { name: 'Go to storage' })).toHaveAttribute('href', '/storage-groups');
    });
  });
});

