// Proves /drink-collections as a route of the app against the fake drinks and storage servers:
// the collections with their counts (also in the sidebar), adding and renaming with spec §8's
// toasts, deleting an empty one, deleting one with drinks after choosing to move or delete them, a
// failed fetch with Try again, and "What can I make" from a chosen storage place.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDrink, fakeDrinkCollection } from './fakeServer.testing';
import { refused } from '../../testing/fakeServer';
import { fakeStorageGroup, fakeStorageItem } from '../storage/fakeServer.testing';
import { bodies, drinksServer, openApp, queries } from './routes.testing';

const collectionsList = () => screen.getByRole('list', { name: 'Your collections' });

describe('/drink-collections', () => {
  it('lists every collection with its drink count, in the page and in the sidebar', { timeout: 15_000 }, async () => {
    const classics = fakeDrinkCollection('Classics');
    const summer = fakeDrinkCollection('Summer');
    const fake = drinksServer({ collections: [classics, summer], drinks: [fakeDrink('Gimlet', classics), fakeDrink('Negroni', classics)] });
    await openApp('/drink-collections', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible();
    expect(document.title).toBe('Drinks · Lifelog');
    const links = within(collectionsList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Classics2 drinks', 'Summer0 drinks']);
    expect(links[0]).toHaveAttribute('href', `/drink-collection/${classics._id}`);
    const sidebar = await screen.findByRole('region', { name: 'Drink collections' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Classics', 'Summer']);
  });

  it('explains collections to a new user and adds one', async () => {
    const fake = drinksServer();
    const { toasts, user } = await openApp('/drink-collections', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Start your first collection' })).toBeVisible();
    await user.type(screen.getByLabelText('New collection'), ' Classics {Enter}');
    expect(await within(await screen.findByRole('list', { name: 'Your collections' })).findByRole('link', { name: /^Classics/ })).toBeVisible();
    expect(await bodies(fake.server, 'POST /drink-collection')).toEqual([{ name: 'Classics' }]);
    expect(toasts).toContain('Added drink collection');
  });

  it('renames a collection in its row', async () => {
    const classics = fakeDrinkCollection('Classics');
    const fake = drinksServer({ collections: [classics] });
    const { toasts, user } = await openApp('/drink-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Rename Classics' }));
    const field = screen.getByLabelText('New name for Classics');
    await user.clear(field);
    await user.type(field, 'Old school{Enter}');
    expect(await within(collectionsList()).findByRole('link', { name: /^Old school/ })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /drink-collection')).toEqual([{ drinkCollectionId: classics._id, name: 'Old school' }]);
    expect(toasts).toContain('Updated drink collection');
  });

  it('deletes an empty collection after asking', async () => {
    const summer = fakeDrinkCollection('Summer');
    const fake = drinksServer({ collections: [summer] });
    const { toasts, user } = await openApp('/drink-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Summer' }));
    expect(screen.getByText('Delete Summer?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Summer' }));
    await waitFor(() => expect(fake.store.drinks.collections).toEqual([]));
    expect(await queries(fake.server, 'DELETE /drink-collection')).toEqual([{ drinkCollectionId: summer._id }]);
    await waitFor(() => expect(toasts).toContain('Deleted drink collection'));
  });

  it('moves the drinks of a deleted collection into the one chosen', async () => {
    const classics = fakeDrinkCollection('Classics');
    const summer = fakeDrinkCollection('Summer');
    const old = fakeDrinkCollection('Old');
    const fake = drinksServer({ collections: [classics, summer, old], drinks: [fakeDrink('Gimlet', old)] });
    const { user } = await openApp('/drink-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Old' }));
    expect(screen.getByText('Delete Old? What becomes of its 1 drink?')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Move them to another collection' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection to move them to' }), 'Summer');
    await user.click(screen.getByRole('button', { name: 'Yes, delete Old' }));
    expect(await within(collectionsList()).findByRole('link', { name: /^Summer1 drink/ })).toBeVisible();
    expect(await queries(fake.server, 'DELETE /drink-collection')).toEqual([{ drinkCollectionId: old._id, moveDrinksTo: summer._id }]);
    expect(fake.store.drinks.drinks.map((drink) => drink.collectionId)).toEqual([summer._id]);
  });

  it('deletes the drinks with their collection when asked to', async () => {
    const only = fakeDrinkCollection('Only');
    const fake = drinksServer({ collections: [only], drinks: [fakeDrink('Gimlet', only), fakeDrink('Negroni', only)] });
    const { user } = await openApp('/drink-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Only' }));
    // Nowhere to move them: deleting is the only way.
    expect(screen.getByRole('radio', { name: 'Move them to another collection' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Delete them with it' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Only' }));
    await waitFor(() => expect(fake.store.drinks.drinks).toEqual([]));
    expect(await queries(fake.server, 'DELETE /drink-collection')).toEqual([{ drinkCollectionId: only._id, deleteDrinks: 'true' }]);
  });

  it('says when the collections cannot be fetched, and tries again', async () => {
    const fake = drinksServer({ collections: [fakeDrinkCollection('Classics')] });
    const real = fake.server.routes['GET /drink-collection']!;
    fake.server.routes['GET /drink-collection'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp('/drink-collections', fake);
    const failure = await screen.findByText('Your drink collections could not be fetched.');
    await waitFor(() => expect(toasts).toContain('Could not get the drink collections'));
    fake.server.routes['GET /drink-collection'] = real;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('list', { name: 'Your collections' })).findByRole('link', { name: /^Classics/ })).toBeVisible();
  });
});

describe('What can I make', () => {
  it('lists the drinks whose every ingredient is in the chosen storage place, each linking to its drink', { timeout: 15_000 }, async () => {
    const classics = fakeDrinkCollection('Classics');
    const gimlet = fakeDrink('Gimlet', classics, { ingredients: ['6 cl gin', '2 cl lime juice', '2 cl sugar syrup'] });
    const daiquiri = fakeDrink('Daiquiri', classics, { ingredients: ['6 cl white rum', '3 cl lime juice', '2 cl sugar syrup'] });
    const empty = fakeDrink('Mystery', classics);
    const bar = fakeStorageGroup('Bar cabinet');
    const fridge = fakeStorageGroup('Fridge');
    const fake = drinksServer({
      collections: [classics],
      drinks: [gimlet, daiquiri, empty],
      storage: {
        groups: [bar, fridge],
        items: [
          fakeStorageItem('London dry gin', bar),
          fakeStorageItem('Lime juice', bar),
          fakeStorageItem('Sugar syrup', bar, { quantity: 1, unit: 'bottle' }),
          fakeStorageItem('White rum', bar, { quantity: 0, unit: 'bottle' }),
        ],
      },
    });
    const { user } = await openApp('/drink-collections', fake);
    const section = await screen.findByRole('region', { name: 'What can I make' });
    const place = await within(section).findByRole('combobox', { name: 'Storage place' });
    expect(within(place).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a place', 'Bar cabinet', 'Fridge']);

    await user.selectOptions(place, 'Bar cabinet');
    const made = await within(section).findByRole('list', { name: 'Drinks you can make from Bar cabinet' });
    // The rum bottle is empty, and a drink with no ingredients needs nothing anyone can tell.
    expect(within(made).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Gimlet', `/drink/${gimlet._id}`]]);
    expect(await queries(fake.server, 'GET /drink')).toEqual([{ storageGroupId: bar._id }]);

    await user.selectOptions(place, 'Fridge');
    expect(await within(section).findByText('No drink has all its ingredients in Fridge yet.')).toBeVisible();
  });

  it('sends a user without storage places to Storage', async () => {
    const fake = drinksServer();
    await openApp('/drink-collections', fake);
    const section = await screen.findByRole('region', { name: 'What can I make' });
    expect(await within(section).findByText(/You have no storage places yet/)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Go to Storage' })).toHaveAttribute('href', '/storage-groups');
  });
});
