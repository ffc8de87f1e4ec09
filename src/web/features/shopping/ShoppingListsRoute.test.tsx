// Proves /shopping-lists and /shopping-list-parent as routes of the app against the fake shopping
// server: the lists with their counts and the default marked, adding, renaming, deleting after a
// question (the default preference cleared with it), setting the default with spec §8's toasts
// (and its failure), a failed fetch with Try again, and the parent opening the default list or
// the lists when none is set or it is gone.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../testing/fakeServer';
import { fakeShoppingItem, fakeShoppingList } from './fakeServer.testing';
import { bodies, openApp, shoppingServer } from './routes.testing';

const listsList = () => screen.getByRole('list', { name: 'Your lists' });

describe('/shopping-lists', () => {
  it('lists every list with what is left to buy, marks the default, and links to shopping and editing', async () => {
    const groceries = fakeShoppingList('Groceries');
    const hardware = fakeShoppingList('Hardware');
    const fake = shoppingServer(
      { lists: [groceries, hardware], items: [fakeShoppingItem('Milk', groceries), fakeShoppingItem('Eggs', groceries, { checked: true }), fakeShoppingItem('Screws', hardware)] },
      hardware._id,
    );
    await openApp('/shopping-lists', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping lists' })).toBeVisible();
    expect(document.title).toBe('Shopping lists · Lifelog');
    const rows = within(listsList()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['Groceries1 to buy · 1 checked', 'HardwareDefault1 to buy · 0 checked']);
    expect(within(rows[0]!).getByRole('link', { name: /^Groceries/ })).toHaveAttribute('href', `/shopping-list/${groceries._id}`);
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Groceries' })).toHaveAttribute('href', `/specific-shopping-list/${groceries._id}`);
    // The default list offers no "Set as default".
    expect(within(rows[1]!).queryByRole('button', { name: 'Set Hardware as default' })).toBeNull();
  });

  it('explains lists to a new user and adds one', async () => {
    const fake = shoppingServer();
    const { toasts, user } = await openApp('/shopping-lists', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Start your first list' })).toBeVisible();
    await user.type(screen.getByLabelText('New list'), '  Groceries {Enter}');
    expect(await within(await screen.findByRole('list', { name: 'Your lists' })).findByRole('link', { name: /^Groceries/ })).toBeVisible();
    expect(await bodies(fake.server, 'POST /shopping-list')).toEqual([{ name: 'Groceries' }]);
    expect(toasts).toContain('Added shopping list');
  });

  it('renames a list in its row', async () => {
    const groceries = fakeShoppingList('Groceries');
    const fake = shoppingServer({ lists: [groceries] });
    const { user } = await openApp('/shopping-lists', fake);
    await user.click(await screen.findByRole('button', { name: 'Rename Groceries' }));
    const field = screen.getByLabelText('New name for Groceries');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Food{Enter}');
    expect(await within(listsList()).findByRole('link', { name: /^Food/ })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /shopping-list')).toEqual([{ shoppingListId: groceries._id, name: 'Food' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Food' })).toHaveFocus());
  });

  it('asks before deleting a list, and forgets it as the default', async () => {
    const groceries = fakeShoppingList('Groceries');
    const hardware = fakeShoppingList('Hardware');
    const fake = shoppingServer({ lists: [groceries, hardware], items: [fakeShoppingItem('Milk', groceries), fakeShoppingItem('Bread', groceries)] }, groceries._id);
    const { toasts, user } = await openApp('/shopping-lists', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Groceries' }));
    expect(screen.getByText('Delete Groceries? 2 items are deleted with it.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Groceries' }));
    await waitFor(() => expect(within(listsList()).queryByRole('link', { name: /^Groceries/ })).toBeNull());
    expect(fake.store.lists.map((list) => list.name)).toEqual(['Hardware']);
    expect(fake.store.items).toEqual([]);
    await waitFor(() => expect(fake.server.account?.preferences.defaultShoppingList).toBeUndefined());
    expect(toasts).toContain('Deleted shopping list');
  });

  it('sets a list as the default with spec §8 toasts, and says when it cannot', async () => {
    const groceries = fakeShoppingList('Groceries');
    const hardware = fakeShoppingList('Hardware');
    const fake = shoppingServer({ lists: [groceries, hardware] });
    const { toasts, user } = await openApp('/shopping-lists', fake);
    await user.click(await screen.findByRole('button', { name: 'Set Hardware as default' }));
    await waitFor(() => expect(toasts).toContain('Set default shopping list'));
    expect(fake.server.account?.preferences.defaultShoppingList).toBe(hardware._id);
    expect(within(within(listsList()).getAllByRole('listitem')[1]!).getByText('Default')).toBeVisible();

    const accountPath = `PUT /auth/user/${fake.server.account!._id}`;
    fake.server.routes[accountPath] = () => refused(500, 'INTERNAL');
    await user.click(screen.getByRole('button', { name: 'Set Groceries as default' }));
    await waitFor(() => expect(toasts).toContain('Could not set default shopping list'));
    // The saved default shows again.
    await waitFor(() => expect(within(within(listsList()).getAllByRole('listitem')[1]!).getByText('Default')).toBeVisible());
    expect(within(within(listsList()).getAllByRole('listitem')[0]!).queryByText('Default')).toBeNull();
  });

  it('says when the lists cannot be fetched, and tries again', async () => {
    const fake = shoppingServer({ lists: [fakeShoppingList('Groceries')] });
    const real = fake.server.routes['GET /shopping-list']!;
    fake.server.routes['GET /shopping-list'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp('/shopping-lists', fake);
    expect(await screen.findByText('Your shopping lists could not be fetched.')).toBeVisible();
    await waitFor(() => expect(toasts).toContain('Could not get the shopping lists'));
    fake.server.routes['GET /shopping-list'] = real;
    await user.click(within(screen.getByText('Your shopping lists could not be fetched.').parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('list', { name: 'Your lists' })).findByRole('link', { name: /^Groceries/ })).toBeVisible();
  });
});

describe('/shopping-list-parent', () => {
  it('opens the default list in shopping mode', async () => {
    const groceries = fakeShoppingList('Groceries');
    const hardware = fakeShoppingList('Hardware');
    const fake = shoppingServer({ lists: [groceries, hardware] }, hardware._id);
    const { app } = await openApp('/shopping-list-parent', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hardware' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe(`/shopping-list/${hardware._id}`);
  });

  it('opens the lists when no default is set', async () => {
    const fake = shoppingServer({ lists: [fakeShoppingList('Groceries')] });
    const { app } = await openApp('/shopping-list-parent', fake);
    expect(await screen.findByRole('list', { name: 'Your lists' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/shopping-lists');
  });

  it('opens the lists when the default list is gone', async () => {
    const fake = shoppingServer({ lists: [fakeShoppingList('Groceries')] }, 'shopgone0000');
    const { app } = await openApp('/shopping-list-parent', fake);
    expect(await screen.findByRole('list', { name: 'Your lists' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/shopping-lists');
  });

  it('says when the lists cannot be fetched, with Try again', async () => {
    const groceries = fakeShoppingList('Groceries');
    const fake = shoppingServer({ lists: [groceries] }, groceries._id);
    const real = fake.server.routes['GET /shopping-list']!;
    fake.server.routes['GET /shopping-list'] = () => refused(500, 'INTERNAL');
    const { app, user } = await openApp('/shopping-list-parent', fake);
    expect(await screen.findByText('Your shopping lists could not be fetched.')).toBeVisible();
    fake.server.routes['GET /shopping-list'] = real;
    await user.click(within(screen.getByText('Your shopping lists could not be fetched.').parentElement!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/shopping-list/${groceries._id}`));
  });
});
