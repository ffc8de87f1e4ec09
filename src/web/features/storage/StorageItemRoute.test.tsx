// Proves /storage-item/:storageItemId against the fake storage server, on a fixed clock: the item
// with its amount, date in words and place; editing every field and moving it to another place;
// "Recipes that use this" for a food item (and why there are none for another); deleting it
// after a question, back to its place; its QR label; an item not found; failures with Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused } from '../../testing/fakeServer';
import { fakeRecipeSummary, fakeStorageGroup, fakeStorageItem } from './fakeServer.testing';
import { bodies, fixClock, inDays, openApp, queries, storageServer } from './routes.testing';

const qr = vi.hoisted(() => ({ toString: vi.fn(async (_text: string, _options?: unknown) => '<svg xmlns="http://www.w3.org/2000/svg"/>') }));
vi.mock('qrcode', () => qr);

afterEach(() => {
  qr.toString.mockClear();
  vi.restoreAllMocks();
});

function seeded() {
  const pantry = fakeStorageGroup('Pantry');
  const freezer = fakeStorageGroup('Freezer');
  const flour = fakeStorageItem('Wheat flour', pantry, { quantity: 2, unit: 'kg', bestBefore: inDays(5), note: 'for bread' });
  const candles = fakeStorageItem('Candles', pantry, { quantity: 6, isFood: false });
  const bread = fakeRecipeSummary('Sourdough bread');
  const pancakes = fakeRecipeSummary('Pancakes');
  const fake = storageServer({ groups: [pantry, freezer], items: [flour, candles], recipesByFood: { [flour._id]: [bread, pancakes] } });
  return { pantry, freezer, flour, candles, bread, fake };
}

describe('/storage-item/:storageItemId', () => {
  it('shows the item with its amount, its date in words, its place and the recipes that use it', async () => {
    fixClock();
    const { pantry, flour, bread, fake } = seeded();
    await openApp(`/storage-item/${flour._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheat flour' })).toBeVisible();
    expect(document.title).toBe('Stored item · Lifelog');
    expect(screen.getByText('2 kg · Best before Dec 1, 2026')).toHaveTextContent('2 kg · Best before Dec 1, 2026 Expires in 5 days');
    expect(screen.getByText('for bread')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Pantry' })).toHaveAttribute('href', `/storage-group/${pantry._id}`);
    const recipes = await screen.findByRole('list', { name: 'Recipes that use this' });
    expect(within(recipes).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sourdough bread', 'Pancakes']);
    expect(within(recipes).getByRole('link', { name: 'Sourdough bread' })).toHaveAttribute('href', `/recipe/${bread._id}`);
    expect(await queries(fake.server, 'GET /recipe')).toEqual([{ foodItemId: flour._id }]);
  });

  it('edits every field and moves the item to another place', async () => {
    const { freezer, flour, fake } = seeded();
    const { toasts, user } = await openApp(`/storage-item/${flour._id}`, fake);
    const form = await screen.findByRole('form', { name: 'Edit item' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Spelt flour');
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '750');
    await user.clear(within(form).getByLabelText('Unit'));
    await user.type(within(form).getByLabelText('Unit'), 'g');
    await user.clear(within(form).getByLabelText('Best before'));
    await user.type(within(form).getByLabelText('Best before'), '2027-01-31');
    await user.clear(within(form).getByLabelText('Note'));
    await user.click(within(form).getByRole('checkbox', { name: 'Food (recipes can use it)' }));
    await user.selectOptions(within(form).getByLabelText('Place'), 'Freezer');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Spelt flour' })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /storage-item')).toEqual([
      { storageItemId: flour._id, name: 'Spelt flour', quantity: 750, unit: 'g', bestBefore: '2027-01-31', note: '', isFood: false, storageGroupId: freezer._id },
    ]);
    expect(toasts).toContain('Updated item');
    expect(await screen.findByRole('link', { name: 'Back to Freezer' })).toHaveAttribute('href', `/storage-group/${freezer._id}`);
    // No longer food: no recipes are asked for.
    expect(screen.getByText('This item is not marked as food, so no recipe is matched with it.')).toBeVisible();
  });

  it('sends no place when the item stays where it is', async () => {
    const { flour, fake } = seeded();
    const { user } = await openApp(`/storage-item/${flour._id}`, fake);
    const form = await screen.findByRole('form', { name: 'Edit item' });
    await user.type(within(form).getByLabelText('Note'), ', rye');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await bodies(fake.server, 'PUT /storage-item')).toEqual([
        { storageItemId: flour._id, name: 'Wheat flour', quantity: 2, unit: 'kg', bestBefore: inDays(5), note: 'for bread, rye', isFood: true },
      ]),
    );
  });

  it('explains why an item that is not food has no recipes, without asking for them', async () => {
    const { candles, fake } = seeded();
    await openApp(`/storage-item/${candles._id}`, fake);
    expect(await screen.findByText('This item is not marked as food, so no recipe is matched with it.')).toBeVisible();
    expect(screen.getByText('6 · No best-before date')).toBeVisible();
    expect(await queries(fake.server, 'GET /recipe')).toEqual([]);
  });

  it('says when no recipe uses a food item', async () => {
    const pantry = fakeStorageGroup('Pantry');
    const saffron = fakeStorageItem('Saffron', pantry);
    const fake = storageServer({ groups: [pantry], items: [saffron] });
    await openApp(`/storage-item/${saffron._id}`, fake);
    expect(await screen.findByText('None of your recipes has Saffron among its ingredients yet.')).toBeVisible();
  });

  it('deletes the item after asking, and goes back to its place', async () => {
    const { pantry, flour, fake } = seeded();
    const { app, toasts, user } = await openApp(`/storage-item/${flour._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Delete item' }));
    expect(screen.getByText('Delete Wheat flour from storage?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Wheat flour' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/storage-group/${pantry._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
    expect(await queries(fake.server, 'DELETE /storage-item')).toEqual([{ storageItemId: flour._id }]);
    expect(toasts).toContain('Deleted item');
    expect(screen.queryByRole('heading', { name: 'Item not found' })).toBeNull();
  });

  it('prints the item’s QR label, a code of the page’s absolute address', async () => {
    const { flour, fake } = seeded();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openApp(`/storage-item/${flour._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Print label' }));
    const label = await screen.findByRole('figure', { name: 'Label for Wheat flour' });
    expect(await within(label).findByRole('img', { name: 'QR code that opens Wheat flour on a phone' })).toBeVisible();
    expect(qr.toString).toHaveBeenCalledWith(`${window.location.origin}/storage-item/${flour._id}`, expect.objectContaining({ type: 'svg' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('prints the label with its address when the code cannot be drawn', async () => {
    const { flour, fake } = seeded();
    qr.toString.mockRejectedValueOnce(new Error('too long'));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openApp(`/storage-item/${flour._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Print label' }));
    expect(await screen.findByText('The QR code could not be drawn; the label has the address instead.')).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('says an item that does not exist is not found', async () => {
    const fake = storageServer();
    await openApp('/storage-item/stitmissing0', fake);
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All places' })).toHaveAttribute('href', '/storage-groups');
  });

  it('says when the item cannot be fetched, and tries again', async () => {
    const { flour, fake } = seeded();
    const real = fake.server.routes['GET /storage-item']!;
    fake.server.routes['GET /storage-item'] = () => refused(500, 'INTERNAL');
    const { user } = await openApp(`/storage-item/${flour._id}`, fake);
    const failure = await screen.findByText('This item could not be fetched.');
    expect(screen.getByRole('heading', { level: 1, name: 'Stored item' })).toBeVisible();
    fake.server.routes['GET /storage-item'] = real;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheat flour' })).toBeVisible();
  });

  it('says when the recipes cannot be fetched, and tries again', async () => {
    const { flour, fake } = seeded();
    const real = fake.server.routes['GET /recipe']!;
    fake.server.routes['GET /recipe'] = () => refused(500, 'INTERNAL');
    const { user } = await openApp(`/storage-item/${flour._id}`, fake);
    const failure = await screen.findByText('The recipes could not be fetched.');
    fake.server.routes['GET /recipe'] = real;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sourdough bread' })).toBeVisible();
  });
});
