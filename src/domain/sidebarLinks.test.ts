// Proves how a saved link order is applied: saved ids first, the rest in default order, nothing
// lost or repeated, whatever the stored value holds.
import { describe, expect, it } from 'vitest';
import { orderLinks } from './sidebarLinks';

const defaults = ['home', 'dashboard', 'notes', 'timeTracker', 'settings'].map((id) => ({ id }));
const ids = (linkOrder?: unknown[] | null) => orderLinks(defaults, linkOrder).map((link) => link.id);

describe('orderLinks', () => {
  it('keeps the default order when nothing is saved', () => {
    for (const nothing of [undefined, null, []]) expect(ids(nothing)).toEqual(['home', 'dashboard', 'notes', 'timeTracker', 'settings']);
  });

  it('puts the saved ids first, in the saved order', () => {
    expect(ids(['settings', 'notes', 'home']).slice(0, 3)).toEqual(['settings', 'notes', 'home']);
  });

  it('appends the links the saved order leaves out, in default order', () => {
    expect(ids(['settings', 'home'])).toEqual(['settings', 'home', 'dashboard', 'notes', 'timeTracker']);
  });

  it('ignores unknown ids, repeats and non-strings', () => {
    expect(ids(['nope', 'notes', 'notes', 42, null, 'home']).slice(0, 2)).toEqual(['notes', 'home']);
    expect(ids(['nope'])).toHaveLength(defaults.length);
  });

  it('never drops or duplicates a link', () => {
    const result = ids(['settings', 'settings', 'home', 'x']);
    expect(new Set(result).size).toBe(defaults.length);
    expect(result).toHaveLength(defaults.length);
  });

  it('returns the links themselves, not copies', () => {
    expect(orderLinks(defaults, ['notes'])[0]).toBe(defaults[2]);
  });
});
