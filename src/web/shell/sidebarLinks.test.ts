// Proves the sidebar and the bottom bar derive spec §2's links from the areas list: the default
// links with their paths in the spec order, under the stable ids users saved their order with,
// only Passwords needing an extra password, and the bottom bar's notes, time, shopping and recipes.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/catalogues';
import { bottomBarLinks, defaultSidebarLinks, orderSidebarLinks, sidebarLinkIds } from './sidebarLinks';

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
  it('has spec §2\'s quick icons: notes, time, shopping and recipes, to their sidebar pages', () => {
    expect(bottomBarLinks.map((link) => [intl.formatMessage(link.label), link.path])).toEqual([
      ['Notes', '/notes-collections'],
      ['Time Tracker', '/time-groups'],
      ['Shopping List', '/shopping-lists'],
      ['Recipes', '/recipe-collections'],
    ]);
  });
});
