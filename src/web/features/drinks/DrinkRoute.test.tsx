// Proves /drink/:id against the fake drinks and images servers: the drink with its photo, facts,
// tags, ingredients as the server read them, method and private notes, and its collection's
// drinks in the sidebar; scaling to N servings and switching ml / cl / oz (dashes and unmeasured
// lines stay as they are); the star rating saved at once; editing every field (only what changed
// is sent); moving to another collection; deleting after asking; and an unknown drink.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '../../i18n/languageStorage';
import { fakeDrink, fakeDrinkCollection } from './fakeServer.testing';
import { fakePublicDrink } from '../../testing/fakeShareServer';
import { bodies, drinksServer, openApp, queries } from './routes.testing';

function gimletBar(overrides: Parameters<typeof fakeDrink>[2] = {}) {
  const classics = fakeDrinkCollection('Classics');
  const summer = fakeDrinkCollection('Summer');
  const gimlet = fakeDrink('Gimlet', classics, {
    ingredients: ['2 oz gin', '3/4 oz lime juice', '1 1/2 cl sugar syrup', '2 dashes Angostura bitters', 'Soda water'],
    steps: ['Shake with ice.', 'Strain into a chilled glass.'],
    glass: 'Coupe',
    garnish: 'Lime wheel',
    tags: ['Sour', 'Gin'],
    rating: 3,
    notes: 'Less syrup next time.',
    ...overrides,
  });
  const negroni = fakeDrink('Negroni', classics);
  return { classics, summer, gimlet, negroni, seed: { collections: [classics, summer], drinks: [gimlet, negroni] } };
}

const ingredientLines = () => within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem').map((item) => item.textContent);

describe('/drink/:id', () => {
  it('shows the drink: photo, glass, garnish, tags, ingredients as read, method and private notes', { timeout: 15_000 }, async () => {
    const { classics, gimlet, seed } = gimletBar({ imageId: 'img000000888' });
    const fake = drinksServer({ ...seed, images: { imageIds: ['img000000888'] } });
    await openApp(`/drink/${gimlet._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gimlet' })).toBeVisible();
    expect(document.title).toBe('Drink · Lifelog');
    expect(await screen.findByRole('link', { name: 'In Classics' })).toHaveAttribute('href', `/drink-collection/${classics._id}`);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Gimlet' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(screen.getByText('Glass: Coupe')).toBeVisible();
    expect(screen.getByText('Garnish: Lime wheel')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sour', 'Gin']);
    // Amount, unit and food as the server read them; an ounce in a drink is a fluid ounce.
    expect(ingredientLines()).toEqual(['2 oz gin', '0.75 oz lime juice', '1.5 cl sugar syrup', '2 dashes Angostura bitters', ' Soda water']);
    expect(within(screen.getByRole('region', { name: 'Method' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Shake with ice.', 'Strain into a chilled glass.']);
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Only you see your notes')).toBeVisible();
    expect(within(notes).getByText('Less syrup next time.')).toBeVisible();
    const sidebar = await screen.findByRole('region', { name: 'Drinks in Classics' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Gimlet', 'Negroni']);
  });

  it('scales to N servings and switches liquids between ml, cl and oz, leaving dashes as they are', { timeout: 15_000 }, async () => {
    const { gimlet, seed } = gimletBar();
    const fake = drinksServer(seed);
    const { user } = await openApp(`/drink/${gimlet._id}`, fake);
    const servings = await screen.findByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'One serving fewer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One serving more' }));
    expect(servings).toHaveValue(2);
    expect(servings).toHaveAccessibleDescription('The drink is written for one; the amounts are for 2.');
    expect(ingredientLines()).toEqual(['4 oz gin', '1.5 oz lime juice', '3 cl sugar syrup', '4 dashes Angostura bitters', ' Soda water']);

    await user.click(screen.getByRole('radio', { name: 'cl' }));
    // 4 fl oz = 118.29 ml.
    expect(ingredientLines()).toEqual(['11.8 cl gin', '4.4 cl lime juice', '3 cl sugar syrup', '4 dashes Angostura bitters', ' Soda water']);
    await user.click(screen.getByRole('radio', { name: 'ml' }));
    expect(ingredientLines()).toEqual(['118.3 ml gin', '44.4 ml lime juice', '30 ml sugar syrup', '4 dashes Angostura bitters', ' Soda water']);

    await user.clear(servings);
    await user.type(servings, '3');
    await user.click(screen.getByRole('radio', { name: 'oz' }));
    expect(ingredientLines()).toEqual(['6 oz gin', '2.25 oz lime juice', '1.52 oz sugar syrup', '6 dashes Angostura bitters', ' Soda water']);
    await user.click(screen.getByRole('radio', { name: 'As written' }));
    expect(ingredientLines()).toEqual(['6 oz gin', '2.25 oz lime juice', '4.5 cl sugar syrup', '6 dashes Angostura bitters', ' Soda water']);
  });

  it('names the units in Swedish (issue 16: a stored "dash" reads "stänk", as recipes write it)', { timeout: 15_000 }, async () => {
    localStorage.setItem(languageStorageKey, '2');
    const { gimlet, seed } = gimletBar();
    await openApp(`/drink/${gimlet._id}`, drinksServer(seed));
    const lines = within(await screen.findByRole('region', { name: 'Ingredienser' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['2 oz gin', '0,75 oz lime juice', '1,5 cl sugar syrup', '2 stänk Angostura bitters', ' Soda water']);
  });

  it('saves a star rating at once, and clears it', async () => {
    const { gimlet, seed } = gimletBar();
    const fake = drinksServer(seed);
    const { toasts, user } = await openApp(`/drink/${gimlet._id}`, fake);
    const rating = await screen.findByRole('group', { name: 'Rating' });
    expect(within(rating).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.click(within(rating).getByRole('radio', { name: '5 stars' }));
    expect(within(rating).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await waitFor(() => expect(toasts).toContain('Updated drink'));
    await user.click(within(rating).getByRole('button', { name: 'Clear rating' }));
    await waitFor(() => expect(fake.store.drinks.drinks[0]!.rating).toBeNull());
    expect(await bodies(fake.server, 'PUT /drink')).toEqual([
      { drinkId: gimlet._id, rating: 5 },
      { drinkId: gimlet._id, rating: null },
    ]);
    expect(within(rating).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it('edits every field, sending only what changed, and shows the new reading of the ingredients', { timeout: 15_000 }, async () => {
    const { gimlet, seed } = gimletBar();
    const fake = drinksServer(seed);
    const { toasts, user } = await openApp(`/drink/${gimlet._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Edit Gimlet' }));
    const form = screen.getByRole('region', { name: 'Edit drink' });
    const field = (label: string) => within(form).getByLabelText(label);
    expect(field('Ingredients')).toHaveValue('2 oz gin\n3/4 oz lime juice\n1 1/2 cl sugar syrup\n2 dashes Angostura bitters\nSoda water');
    expect(field('Notes')).toHaveAccessibleDescription('Only you see your notes');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Gin gimlet');
    await user.clear(field('Ingredients'));
    await user.type(field('Ingredients'), '6 cl gin{Enter}{Enter}2 cl lime cordial');
    await user.type(field('Method'), '{Enter}Garnish.');
    await user.clear(field('Glass'));
    await user.type(field('Glass'), 'Rocks');
    await user.clear(field('Garnish'));
    await user.clear(field('Tags'));
    await user.type(field('Tags'), 'Sour, Classic,');
    await user.clear(field('Notes'));
    await user.type(field('Notes'), 'Perfect.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Gin gimlet' })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /drink')).toEqual([
      {
        drinkId: gimlet._id,
        name: 'Gin gimlet',
        ingredients: [{ text: '6 cl gin' }, { text: '2 cl lime cordial' }],
        steps: ['Shake with ice.', 'Strain into a chilled glass.', 'Garnish.'],
        glass: 'Rocks',
        garnish: '',
        tags: ['Sour', 'Classic'],
        notes: 'Perfect.',
      },
    ]);
    expect(toasts).toContain('Updated drink');
    expect(screen.queryByRole('region', { name: 'Edit drink' })).toBeNull();
    expect(ingredientLines()).toEqual(['6 cl gin', '2 cl lime cordial']);
    expect(screen.getByText('Glass: Rocks')).toBeVisible();
    expect(screen.queryByText(/^Garnish:/)).toBeNull();
    expect(screen.getByText('Perfect.')).toBeVisible();
  });

  it('keeps the form open and says what is missing when the name is emptied', async () => {
    const { gimlet, seed } = gimletBar();
    const fake = drinksServer(seed);
    const { user } = await openApp(`/drink/${gimlet._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Edit Gimlet' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Give the drink a name');
    expect(await bodies(fake.server, 'PUT /drink')).toEqual([]);
  });

  it('moves the drink to another collection', async () => {
    const { gimlet, summer, seed } = gimletBar();
    const fake = drinksServer(seed);
    const { toasts, user } = await openApp(`/drink/${gimlet._id}`, fake);
    const move = await screen.findByRole('region', { name: 'Move to another collection' });
    await user.selectOptions(await within(move).findByRole('combobox', { name: 'Collection' }), 'Summer');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('link', { name: 'In Summer' })).toHaveAttribute('href', `/drink-collection/${summer._id}`);
    expect(await bodies(fake.server, 'PUT /drink')).toEqual([{ drinkId: gimlet._id, collectionId: summer._id }]);
    expect(toasts).toContain('Updated drink');
  });

  it('deletes the drink after asking and returns to its collection', async () => {
    const { classics, gimlet, seed } = gimletBar();
    const fake = drinksServer(seed);
    const { app, toasts, user } = await openApp(`/drink/${gimlet._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete Gimlet? This cannot be undone.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Gimlet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classics' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe(`/drink-collection/${classics._id}`);
    expect(await queries(fake.server, 'DELETE /drink')).toEqual([{ drinkId: gimlet._id }]);
    expect(toasts).toContain('Deleted drink');
    expect(fake.store.drinks.drinks.map((drink) => drink.name)).toEqual(['Negroni']);
  });

  it('opens its public links with Share and makes one for the drink', async () => {
    const { gimlet, seed } = gimletBar();
    const fake = drinksServer({ ...seed, share: { targets: { [gimlet._id]: { kind: 'drink', name: 'Gimlet', view: fakePublicDrink('Gimlet') } } } });
    const { user } = await openApp(`/drink/${gimlet._id}`, fake);
    const share = await screen.findByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Public links' });
    await user.click(await within(panel).findByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(fake.store.share.shares).toHaveLength(1));
    expect(await bodies(fake.server, 'POST /share')).toEqual([expect.objectContaining({ kind: 'drink', targetId: gimlet._id })]);
  });

  it('says when the drink does not exist', async () => {
    const fake = drinksServer();
    await openApp('/drink/drnk00000404', fake);
    expect(await screen.findByRole('heading', { name: 'Drink not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All drink collections' })).toHaveAttribute('href', '/drink-collections');
  });
});
