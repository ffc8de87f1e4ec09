// Proves the public pages against the fake share server: a signed-out visitor sees a shared drink,
// drink collection and collection; their reads carry no access token, signed in or not; a revoked,
// expired or unknown link is the one gone page with a way to sign in; a failed read has Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../testing/fakeServer';
import { fakeShare, installFakeShareServer, type FakeShareSeed } from '../../testing/fakeShareServer';
import { openApp } from '../../testing/openAreaApp';
import { storeSession } from '../../testing/storedSession';
import { testUser } from '../../testing/testUser';
import { drinkCollectionFixture, negroniFixture, recordsFixture } from './public.fixtures';

afterEach(() => vi.restoreAllMocks());

const drinkId = 'drnk00000001';
const barId = 'drco00000001';
const recordsId = 'coll00000001';

/** The owner's drink, drink collection and collection, each with a live link, on a fake server; signed out unless `signedIn`. */
function shared({ signedIn = false, shares }: { signedIn?: boolean; shares?: FakeShareSeed['shares'] } = {}) {
  const user = signedIn ? testUser() : null;
  storeSession(user);
  const server = createFakeServer({ user });
  const drinkLink = fakeShare('drink', drinkId, 'Negroni');
  const barLink = fakeShare('drinkCollection', barId, 'Friday bar');
  const recordsLink = fakeShare('collection', recordsId, 'Records');
  const store = installFakeShareServer(server, {
    targets: {
      [drinkId]: { kind: 'drink', name: 'Negroni', view: negroniFixture },
      [barId]: { kind: 'drinkCollection', name: 'Friday bar', view: drinkCollectionFixture },
      [recordsId]: { kind: 'collection', name: 'Records', view: recordsFixture },
    },
    shares: shares ?? [drinkLink, barLink, recordsLink],
  });
  return { fake: { server, store }, drinkLink, barLink, recordsLink };
}

const ingredientLines = () => within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem').map((item) => item.textContent);

describe('/public/drink/:id', () => {
  it('shows a signed-out visitor the shared drink, read without an access token', async () => {
    const { fake, drinkLink } = shared();
    await openApp(drinkLink.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Negroni' })).toBeVisible();
    expect(document.title).toBe('Shared drink · Lifelog');
    expect(screen.getByRole('img', { name: 'Negroni' })).toHaveAttribute('src', negroniFixture.image!.medium);
    expect(screen.getByText('Rated 5 of 5')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Bitter', 'Classic']);
    expect(ingredientLines()).toEqual(['30 ml gin', '3 cl Campari', '1 oz sweet vermouth', '1-2 dashes orange bitters']);
    expect(within(screen.getByRole('region', { name: 'Method' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Rocks glass')).toBeVisible();
    expect(screen.getByText('Orange peel')).toBeVisible();
    // The visitor's shell: no sidebar, the theme and language switches.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeVisible();
    const [read] = await fake.server.calls(`GET /public/drink/${drinkLink.token}`);
    expect(read!.request.headers.has('x-access-token')).toBe(false);
  });

  it('sends no access token even when the visitor is signed in', async () => {
    const { fake, drinkLink } = shared({ signedIn: true });
    await openApp(drinkLink.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Negroni' })).toBeVisible();
    const [read] = await fake.server.calls(`GET /public/drink/${drinkLink.token}`);
    expect(read!.request.headers.has('x-access-token')).toBe(false);
    // The signed-in session's own calls do carry it, so the test would see a leak.
    await waitFor(() => expect(fake.server.requests.some((request) => request.headers.has('x-access-token'))).toBe(true));
  });

  it('scales the ingredients to more servings and switches liquids to cl and oz', async () => {
    const { fake, drinkLink } = shared();
    const { user } = await openApp(drinkLink.url, fake);
    await user.click(await screen.findByRole('button', { name: 'One serving more' }));
    expect(screen.getByText('For 2 servings')).toBeVisible();
    expect(ingredientLines()).toEqual(['60 ml gin', '6 cl Campari', '2 oz sweet vermouth', '2–4 dashes orange bitters']);
    await user.click(screen.getByRole('radio', { name: 'cl' }));
    expect(ingredientLines()).toEqual(['6 cl gin', '6 cl Campari', '5.9 cl sweet vermouth', '2–4 dashes orange bitters']);
    await user.click(screen.getByRole('radio', { name: 'oz' }));
    expect(ingredientLines()[0]).toBe('2.03 oz gin');
  });

  it('shows the gone page for a revoked link, with a way to sign in', async () => {
    const { fake, drinkLink } = shared();
    fake.store.shares = fake.store.shares.filter((share) => share._id !== drinkLink._id);
    const { user } = await openApp(drinkLink.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is gone' })).toBeVisible();
    expect(screen.queryByText('Negroni')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in to Lifelog' }));
    expect(await screen.findByRole('button', { name: /sign in|log in/i })).toBeVisible();
  });

  it.each([
    ['an expired link', () => fakeShare('drink', drinkId, 'Negroni', { expiresAt: new Date(Date.now() - 1000).toISOString() })],
    ['a token that never existed', () => fakeShare('drink', 'drnk00000999', 'Never shared', { token: 'noSuchToken' })],
  ])('shows the same gone page for %s', async (_case, link) => {
    const gone = link();
    const { fake } = shared({ shares: gone.targetId === drinkId ? [gone] : [] });
    await openApp(gone.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is gone' })).toBeVisible();
    expect(screen.getByText('Whoever shared it has revoked it, or it has expired, or it never existed. Ask them for a new link.')).toBeVisible();
  });

  it('offers the signed-in visitor of a gone link their home page instead', async () => {
    const { fake } = shared({ signedIn: true });
    await openApp('/public/drink/noSuchToken', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is gone' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
  });

  it('says when the drink cannot be loaded, and tries again', async () => {
    const { fake, drinkLink } = shared();
    const realFetch = fake.server.fetch;
    let fail = true;
    fake.server.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (fail && String(input instanceof Request ? input.url : input).includes('/public/')) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    }) as typeof fetch;
    const { user } = await openApp(drinkLink.url, fake);
    // The query's one retry (a network blip) comes first.
    const failed = await screen.findByText('What was shared could not be loaded. Check your connection and try again.', {}, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Shared drink' })).toBeVisible();
    fail = false;
    // The page's own Try again (the offline banner offers one too).
    await user.click(within(failed.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Negroni' })).toBeVisible();
  });

  it("speaks the visitor's browser language", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'en']);
    const { fake, drinkLink } = shared();
    await openApp(drinkLink.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Negroni' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ingredienser' })).toBeVisible();
    expect(document.title).toBe('Delad drink · Lifelog');
  });

  it('names the units in Swedish when the amounts change (issue 16: a stored "dash" is "stänk")', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'en']);
    const { fake, drinkLink } = shared();
    const { user } = await openApp(drinkLink.url, fake);
    await user.click(await screen.findByRole('button', { name: 'En portion fler' }));
    const lines = within(screen.getByRole('region', { name: 'Ingredienser' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['60 ml gin', '6 cl Campari', '2 oz sweet vermouth', '2–4 stänk orange bitters']);
  });
});

describe('/public/drink-collection/:id', () => {
  it('shows the drinks as cards that lead to each whole drink on the page', async () => {
    const { fake, barLink } = shared();
    await openApp(barLink.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday bar' })).toBeVisible();
    expect(document.title).toBe('Shared drinks · Lifelog');
    expect(screen.getByText('2 drinks')).toBeVisible();
    const cards = within(screen.getByRole('navigation', { name: 'Drinks in this collection' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['#drink-1', '#drink-2']);
    expect(cards[1]).toHaveTextContent('Gin and tonicRated 3 of 5');
    expect(document.getElementById('drink-1')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Negroni' }));
    expect(document.getElementById('drink-2')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Gin and tonic' }));
    const [read] = await fake.server.calls(`GET /public/drink-collection/${barLink.token}`);
    expect(read!.request.headers.has('x-access-token')).toBe(false);
  });

  it('shows the first page of drinks, and more on demand until the last', async () => {
    const { fake, barLink } = shared();
    const [negroni, plain] = drinkCollectionFixture.drinks;
    fake.store.targets[barId]!.view = { ...drinkCollectionFixture, drinks: [negroni!], next: 'page2' };
    const { user } = await openApp(barLink.url, fake);
    expect(await screen.findByText('1 drink shown, more to come')).toBeVisible();

    fake.store.targets[barId]!.view = { ...drinkCollectionFixture, drinks: [plain!], next: null };
    await user.click(screen.getByRole('button', { name: 'Show more drinks' }));
    expect(await screen.findByText('2 drinks')).toBeVisible();
    const cards = within(screen.getByRole('navigation', { name: 'Drinks in this collection' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['#drink-1', '#drink-2']);
    expect(document.getElementById('drink-2')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Gin and tonic' }));
    expect(screen.queryByRole('button', { name: 'Show more drinks' })).toBeNull();
    const reads = await fake.server.calls(`GET /public/drink-collection/${barLink.token}`);
    expect(reads.map((read) => new URL(read.request.url).searchParams.get('after'))).toEqual([null, 'page2']);
  });

  it('offers more drinks in Swedish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'en']);
    const { fake, barLink } = shared();
    fake.store.targets[barId]!.view = { ...drinkCollectionFixture, drinks: [drinkCollectionFixture.drinks[0]!], next: 'page2' };
    await openApp(barLink.url, fake);
    expect(await screen.findByText('1 drink visas, fler finns')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Visa fler drinkar' })).toBeVisible();
  });

  it('shows the gone page for a drink link opened as a collection', async () => {
    const { fake, drinkLink } = shared();
    await openApp(`/public/drink-collection/${drinkLink.token}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is gone' })).toBeVisible();
  });
});

describe('/public/collection/:id', () => {
  it('shows the items as a table of the shared fields, images as thumbnails', async () => {
    const { fake, recordsLink } = shared();
    await openApp(recordsLink.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
    expect(document.title).toBe('Shared collection · Lifelog');
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Year', 'Bought', 'Signed', 'Rating', 'Page', 'Format', 'Cover']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Kind of Blue', '1,959', 'May 1, 2024', 'Yes', 'Rated 5 of 5', 'https://example.com/kind-of-blue', 'LP', '']);
    expect(within(first!).getByRole('img', { name: 'Cover: Kind of Blue' })).toHaveAttribute('src', '/api/public/image/tok/imag00000002?size=thumb');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', 'https://example.com/kind-of-blue');
    // A value that is not a web address is shown, never followed.
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Blue Train', '', '', 'No', '', 'javascript:alert(1)', '', '']);
  });

  it('shows the first page of items, and more on demand until the last', async () => {
    const { fake, recordsLink } = shared();
    const [first, second] = recordsFixture.items;
    fake.store.targets[recordsId]!.view = { ...recordsFixture, items: [first!], next: 'page2' };
    const { user } = await openApp(recordsLink.url, fake);
    expect(await screen.findByText('1 item shown, more to come')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row')).toHaveLength(2);

    fake.store.targets[recordsId]!.view = { ...recordsFixture, items: [second!], next: null };
    await user.click(screen.getByRole('button', { name: 'Show more items' }));
    expect(await screen.findByText('2 items')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Kind of Blue', 'Blue Train']);
    expect(screen.queryByRole('button', { name: 'Show more items' })).toBeNull();
    expect((await fake.server.calls(`GET /public/collection/${recordsLink.token}`)).length).toBe(2);
  });

  it('shows the gone page once the link is revoked', async () => {
    const { fake, recordsLink } = shared();
    fake.store.shares = [];
    await openApp(recordsLink.url, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is gone' })).toBeVisible();
  });
});
