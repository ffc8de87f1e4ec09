// Proves the sidebar's default links match spec §2 and how a saved order is applied.
import { describe, expect, it } from 'vitest';
import { defaultSidebarLinks, orderSidebarLinks } from './sidebarLinks';

describe('default sidebar links', () => {
  it('lists the spec §2 links with their paths in the spec order', () => {
    expect(defaultSidebarLinks.map((link) => [link.id, link.path])).toEqual([
      ['home', '/'],
      ['dashboard', '/dashboard'],
      ['notes', '/notes-collections'],
      ['timeTracker', '/time-groups'],
      ['shoppingList', '/shopping-lists'],
      ['recipes', '/recipe-collections'],
      ['passwords', '/password-login'],
      ['storage', '/storage-groups'],
      ['drinks', '/drink-collections'],
      ['counter', '/counter-groups'],
      ['collections', '/collections'],
      ['settings', '/settings'],
    ]);
  });

  it('marks only Passwords as needing an extra password', () => {
    expect(defaultSidebarLinks.filter((link) => link.needsExtraPassword).map((link) => link.id)).toEqual(['passwords']);
  });
});

describe('orderSidebarLinks', () => {
  const ids = (linkOrder?: unknown[] | null) => orderSidebarLinks(linkOrder).map((link) => link.id);

  it('keeps the default order when nothing is saved', () => {
    expect(ids(undefined)).toEqual(defaultSidebarLinks.map((link) => link.id));
    expect(ids(null)).toEqual(defaultSidebarLinks.map((link) => link.id));
    expect(ids([])).toEqual(defaultSidebarLinks.map((link) => link.id));
  });

  it('puts the saved ids first, in the saved order', () => {
    expect(ids(['settings', 'notes', 'home']).slice(0, 3)).toEqual(['settings', 'notes', 'home']);
  });

  it('appends the links the saved order leaves out, in default order', () => {
    expect(ids(['settings', 'home'])).toEqual([
      'settings',
      'home',
      'dashboard',
      'notes',
      'timeTracker',
      'shoppingList',
      'recipes',
      'passwords',
      'storage',
      'drinks',
      'counter',
      'collections',
    ]);
  });

  it('ignores unknown ids, repeats and non-strings', () => {
    expect(ids(['nope', 'drinks', 'drinks', 42, null, 'home']).slice(0, 2)).toEqual(['drinks', 'home']);
    expect(ids(['nope'])).toHaveLength(defaultSidebarLinks.length);
  });

  it('never drops or duplicates a link', () => {
    const result = ids(['counter', 'counter', 'home', 'x']);
    expect(new Set(result).size).toBe(defaultSidebarLinks.length);
    expect(result).toHaveLength(defaultSidebarLinks.length);
  });
});
