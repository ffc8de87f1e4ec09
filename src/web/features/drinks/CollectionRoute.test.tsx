// Proves /drink-collection/:id against the fake drinks and images servers: the drinks with their
// thumbnails, facts and the sidebar; the search, tag, ingredient and rating filters and the sort,
// each kept in the URL (a reload keeps them); "no drinks match" with Clear filters; the empty
// state; adding a drink by name (the request body, the toast, its page opening with its form);
// the drinks read a page at a time (what the filters cover, Show more drinks, in English and
// Swedish); and an unknown collection.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDrink, fakeDrinkCollection } from './fakeServer.testing';
import { defaultPreferences } from '../../../domain/preferences';
import { testUser } from '../../testing/testUser';
import { bodies, drinksServer, openApp, queries } from './routes.testing';

function classicsBar() {
  const classics = fakeDrinkCollection('Classics');
  const negroni = fakeDrink('Negroni', classics, { ingredients: ['3 cl gin', '3 cl Campari', '3 cl sweet vermouth'], tags: ['Bitter', 'Stirred'], rating: 4 });
  const daiquiri = fakeDrink('Daiquiri', classics, { ingredients: ['6 cl white rum', '3 cl lime juice'], tags: ['Sour'], rating: 5, imageId: 'img000000777' });
  const gimlet = fakeDrink('Gimlet', classics, { ingredients: ['6 cl gin', '2 cl lime juice'], tags: ['sour'], rating: 3 });
  const mystery = fakeDrink('Zombie', classics);
  return { classics, drinks: [negroni, daiquiri, gimlet, mystery] };
}

const drinkNames = (listName = 'Drinks') =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('link')
    .map((link) => link.querySelector('[data-name]')?.textContent);

type Opened = Awaited<ReturnType<typeof openApp>>;
/** The search params of the page shown, as the router read them. */
const searchOf = ({ app }: Opened) => app.router.state.location.search;

describe('/drink-collection/:id', () => {
  it('lists the drinks by name with their thumbnails, ratings and tags, and the collections in the sidebar', { timeout: 15_000 }, async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks, images: { imageIds: ['img000000777'] } });
    await openApp(`/drink-collection/${classics._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Classics' })).toBeVisible();
    expect(document.title).toBe('Drink collection · Lifelog');
    expect(drinkNames()).toEqual(['Daiquiri', 'Gimlet', 'Negroni', 'Zombie']);
    const daiquiri = screen.getByRole('link', { name: /^Daiquiri/ });
    expect(daiquiri).toHaveAttribute('href', `/drink/${drinks[1]!._id}`);
    expect(daiquiri).toHaveTextContent('★ 5 stars · Sour');
    await waitFor(() => expect(daiquiri.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    const sidebar = await screen.findByRole('region', { name: 'Drink collections' });
    expect(within(sidebar).getByRole('link', { name: 'Classics' })).toBeVisible();
  });

  it('filters by tag, ingredient and rating, keeping each in the URL, and clears them', { timeout: 15_000 }, async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks });
    const opened = await openApp(`/drink-collection/${classics._id}`, fake);
    const { user } = opened;
    const search = () => searchOf(opened);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'Sour');
    // Tags match ignoring case: "sour" and "Sour" are one tag.
    await waitFor(() => expect(drinkNames()).toEqual(['Daiquiri', 'Gimlet']));
    expect(search()).toEqual({ tag: 'Sour' });
    expect(screen.getByText('2 of 4 shown')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ingredient' }), 'gin');
    await waitFor(() => expect(drinkNames()).toEqual(['Gimlet']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ingredient' }), 'Any');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4 stars or more');
    await waitFor(() => expect(drinkNames()).toEqual(['Daiquiri']));
    expect(search()).toEqual({ tag: 'Sour', rating: 4 });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(drinkNames()).toEqual(['Daiquiri', 'Gimlet', 'Negroni', 'Zombie']));
    expect(search()).toEqual({});
  });

  it('searches and sorts, keeping both in the URL', { timeout: 15_000 }, async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks });
    const opened = await openApp(`/drink-collection/${classics._id}`, fake);
    const { user } = opened;
    const search = () => searchOf(opened);
    await user.type(await screen.findByRole('searchbox', { name: 'Search drinks' }), 'lime');
    await waitFor(() => expect(drinkNames()).toEqual(['Daiquiri', 'Gimlet']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating, highest first');
    await waitFor(() => expect(search()).toEqual({ q: 'lime', sort: 'rating' }));
    expect(drinkNames()).toEqual(['Daiquiri', 'Gimlet']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    await waitFor(() => expect(drinkNames()).toEqual(['Gimlet', 'Daiquiri']));
  });

  it('opens with the search, filters and sort of its URL, as after a reload', async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks });
    await openApp(`/drink-collection/${classics._id}?q=%22gin%22&sort=rating`, fake);
    await waitFor(() => expect(drinkNames()).toEqual(['Negroni', 'Gimlet']));
    expect(screen.getByRole('searchbox', { name: 'Search drinks' })).toHaveValue('gin');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Rating, highest first');
  });

  it('keeps the filters when the back button returns from a drink', { timeout: 15_000 }, async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks });
    const opened = await openApp(`/drink-collection/${classics._id}`, fake);
    const { app, user } = opened;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tag' }), 'Bitter');
    await waitFor(() => expect(drinkNames()).toEqual(['Negroni']));
    await user.click(screen.getByRole('link', { name: /^Negroni/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Negroni' })).toBeVisible();
    app.router.history.back();
    await waitFor(() => expect(drinkNames()).toEqual(['Negroni']));
    expect(searchOf(opened)).toEqual({ tag: 'Bitter' });
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveDisplayValue('Bitter');
  });

  it('says when no drink matches, and clears the filters (the sort stays)', async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks });
    const opened = await openApp(`/drink-collection/${classics._id}?q=%22whisky%22&rating=5&sort=newest`, fake);
    const { user } = opened;
    expect(await screen.findByRole('heading', { level: 2, name: 'No drinks match' })).toBeVisible();
    expect(screen.getByText('No drink in this collection matches the search and filters.')).toBeVisible();
    const list = screen.getByRole('region', { name: 'No drinks match' });
    await user.click(within(list).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(drinkNames()).toEqual(['Zombie', 'Gimlet', 'Daiquiri', 'Negroni']));
    expect(searchOf(opened)).toEqual({ sort: 'newest' });
    expect(screen.getByRole('searchbox', { name: 'Search drinks' })).toHaveValue('');
  });

  it('explains an empty collection, adds a drink by name and opens it with its form', async () => {
    const summer = fakeDrinkCollection('Summer');
    const fake = drinksServer({ collections: [summer] });
    const { app, toasts, user } = await openApp(`/drink-collection/${summer._id}`, fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'No drinks yet' })).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.type(screen.getByLabelText('New drink'), 'Mojito{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mojito' })).toBeVisible();
    expect(await bodies(fake.server, 'POST /drink')).toEqual([{ name: 'Mojito', collectionId: summer._id }]);
    expect(toasts).toContain('Added drink');
    expect(app.router.state.location.pathname).toBe(`/drink/${fake.store.drinks.drinks[0]!._id}`);
    expect(screen.getByRole('region', { name: 'Edit drink' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Mojito');
  });

  it('opens its public links with Share, asking for the collection\'s', async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks });
    const { user } = await openApp(`/drink-collection/${classics._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Public links' });
    expect(await within(panel).findByText('No public links yet. Create one below.')).toBeVisible();
    expect(await queries(fake.server, 'GET /share')).toEqual([{ kind: 'drinkCollection', targetId: classics._id }]);
  });

  it('reads the drinks a page at a time: says what the filters cover, and shows more on demand', { timeout: 15_000 }, async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks, pageSize: 2 });
    const opened = await openApp(`/drink-collection/${classics._id}?tag=Sour`, fake);
    const { user } = opened;
    await waitFor(() => expect(drinkNames()).toEqual(['Daiquiri', 'Gimlet']));
    expect(screen.getByText('2 of 2 shown')).toBeVisible();
    expect(screen.getByText('2 of 4 drinks loaded: the search, filters and sorting cover those.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show more drinks' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more drinks' })).toBeNull());
    expect(drinkNames()).toEqual(['Daiquiri', 'Gimlet']);
    expect(screen.getByText('2 of 4 shown')).toBeVisible();
    expect(screen.queryByText(/drinks loaded/)).toBeNull();
    const reads = await queries(fake.server, 'GET /drink');
    expect(reads.filter((query) => query.collectionId === classics._id)).toEqual([{ collectionId: classics._id }, { collectionId: classics._id, after: drinks[2]!._id }]);
  });

  it('says in Swedish what the filters cover and offers more drinks', async () => {
    const { classics, drinks } = classicsBar();
    const fake = drinksServer({ collections: [classics], drinks, pageSize: 3 }, testUser({ preferences: { ...defaultPreferences, language: 2 } }));
    const { user } = await openApp(`/drink-collection/${classics._id}`, fake);
    expect(await screen.findByText('3 av 4 drinkar hämtade: sökning, filter och sortering gäller dem.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Visa fler drinkar' }));
    await waitFor(() => expect(drinkNames('Drinkar')).toEqual(['Daiquiri', 'Gimlet', 'Negroni', 'Zombie']));
  });

  it('says when the collection does not exist', async () => {
    const fake = drinksServer();
    await openApp('/drink-collection/dcol00000404', fake);
    expect(await screen.findByRole('heading', { name: 'Drink collection not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All drink collections' })).toHaveAttribute('href', '/drink-collections');
  });
});
