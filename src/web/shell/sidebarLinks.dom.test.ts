// Proves the sidebar and the bottom bar derive spec §2's links from the areas list: the default
// links with their paths in the spec order, under the stable ids users saved their order with,
// only Passwords needing an extra password, and the bottom bar's notes, time, shopping and recipes.
// And which link stands for the page shown: Passwords on /password-login and on every page of the
// password area behind it (read from the app's own route tree), no other link there.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/catalogues';
import { loadApp, seedSession } from '../router/router.testUtils';
import { bottomBarLinks, defaultSidebarLinks, orderSidebarLinks, sidebarLinkIds } from '../testing/appLinks';
import { isCurrentLink, type LinkPlace } from './sidebarLinks';

const intl = createIntl({ locale: 'en', messages: messagesFor('en') });

describe('the default sidebar links', () => {
  it('are spec §2\'s, in its order, with its labels and paths', () => {
    expect(defaultSidebarLinks.map((link) => [intl.formatMessage(link.label), link.path])).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Notes', '/notes-collections'],
      ['Time Tracker', '/time-groups'],
      ['Shopping List', '/shopping-lists'],
      ['Recipes', '/recipe-collections'],
      ['Passwords', '/password-login'],
      ['Storage', '/storage-groups'],
      ['Drinks', '/drink-collections'],
      ['Counter', '/counter-groups'],
      ['Collections', '/collections'],
      ['Settings', '/settings'],
    ]);
  });

  it('keep the ids users saved their link order with', () => {
    expect(sidebarLinkIds).toEqual([
      'home', 'dashboard', 'notes', 'timeTracker', 'shoppingList', 'recipes',
      'passwords', 'storage', 'drinks', 'counter', 'collections', 'settings',
    ]);
    expect(orderSidebarLinks(['counter', 'timeTracker', 'shoppingList']).slice(0, 3).map((link) => link.path)).toEqual([
      '/counter-groups',
      '/time-groups',
      '/shopping-lists',
    ]);
  });

  it('mark only Passwords as needing an extra password', () => {
    expect(defaultSidebarLinks.filter((link) => link.needsExtraPassword).map((link) => link.id)).toEqual(['passwords']);
  });
});

describe('the bottom bar', () => {
  it("has spec §2's quick icons: notes, time, shopping and recipes, to their sidebar pages, the cart to the default list", () => {
    expect(bottomBarLinks.map((link) => [intl.formatMessage(link.label), link.path])).toEqual([
      ['Notes', '/notes-collections'],
      ['Time Tracker', '/time-groups'],
      // Opens the default shopping list (issue 24 item 16), every list when none is set.
      ['Shopping List', '/shopping-list-parent'],
      ['Recipes', '/recipe-collections'],
    ]);
  });
});

describe('the link that stands for the page shown', () => {
  const current = (place: LinkPlace) => defaultSidebarLinks.filter((link) => isCurrentLink(link, place)).map((link) => link.id);

  /** Where the app's router puts a visitor who has both tokens. */
  async function placeOf(path: string): Promise<LinkPlace> {
    seedSession('extra');
    const { router } = await loadApp(path);
    expect(router.state.location.pathname).toBe(path); // not redirected away by a guard
    return { pathname: router.state.location.pathname, area: router.state.matches.at(-1)?.staticData.area };
  }

  it.each(['/password-login', '/password-groups', '/password-group/abc123def456', '/password/abc123def456', '/add-password/abc123def456', '/password-parent'])(
    'is Passwords alone on %s, inside the password area',
    async (path) => {
      expect(current(await placeOf(path))).toEqual(['passwords']);
    },
  );

  it('is its own link elsewhere, never Passwords', async () => {
    expect(current(await placeOf('/notes-collections'))).toEqual(['notes']);
    expect(current(await placeOf('/'))).toEqual(['home']);
  });

  it('is a link on its own path even when the page belongs to another area', () => {
    expect(current({ pathname: '/password-login', area: 'accounts' })).toEqual(['passwords']);
    expect(current({ pathname: '/login', area: 'accounts' })).toEqual([]);
    expect(current({ pathname: '/somewhere', area: undefined })).toEqual([]);
  });
});
