// Proves spec §2's rule for when the top navbar shows.
import { describe, expect, it } from 'vitest';
import { isCliPath, isNavbarVisible } from './shellVisibility';

describe('isNavbarVisible', () => {
  it('shows the navbar to a signed-in user on ordinary pages', () => {
    expect(isNavbarVisible('/', true)).toBe(true);
    expect(isNavbarVisible('/notes-collections', true)).toBe(true);
  });

  it('hides it on /cli and /cli/:command', () => {
    expect(isNavbarVisible('/cli', true)).toBe(false);
    expect(isNavbarVisible('/cli/tm', true)).toBe(false);
  });

  it('does not mistake a path that merely starts with "cli" for the CLI', () => {
    expect(isCliPath('/client')).toBe(false);
    expect(isNavbarVisible('/clients', true)).toBe(true);
  });

  it('hides it when logged out', () => {
    expect(isNavbarVisible('/login', false)).toBe(false);
    expect(isNavbarVisible('/', false)).toBe(false);
  });
});
