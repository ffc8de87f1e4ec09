// Proves swipes reach the shell on a phone: right opens the drawer, left closes it, and at the
// page's end up/down show and hide the bottom bar (classification itself: swipe.test.ts).
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../testing/renderWithShell';
import { testUser } from '../testing/testUser';
import { AppShell } from './AppShell';

function touch(type: 'touchstart' | 'touchend', x: number, y: number, target: EventTarget = document.body) {
  const event = new Event(type, { bubbles: true });
  const points = [{ clientX: x, clientY: y }];
  Object.defineProperty(event, type === 'touchstart' ? 'touches' : 'changedTouches', { value: points });
  if (type === 'touchstart') Object.defineProperty(event, 'changedTouches', { value: points });
  else Object.defineProperty(event, 'touches', { value: [] });
  act(() => {
    target.dispatchEvent(event);
  });
}
const swipe = (from: [number, number], to: [number, number], target?: EventTarget) => {
  touch('touchstart', ...from, target);
  touch('touchend', ...to, target);
};

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 640px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('swipe gestures', () => {
  it('opens the drawer on a swipe right and closes it on a swipe left', async () => {
    await renderWithShell(<AppShell><h1>Page</h1></AppShell>, { user: testUser() });
    const burger = within(await screen.findByRole('banner')).getByRole('button', { name: 'Sidebar' });
    swipe([20, 300], [220, 310]);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    swipe([250, 300], [40, 290]);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the bottom bar on a swipe down at the top and shows it on a swipe up at the end', async () => {
    // jsdom lays nothing out: the page is "too short to scroll", so it is at both ends.
    await renderWithShell(<AppShell><h1>Page</h1></AppShell>, { user: testUser() });
    expect(await screen.findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    swipe([180, 100], [180, 300]);
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    swipe([180, 300], [180, 100]);
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });

  it('ignores swipes that start in a text field', async () => {
    await renderWithShell(<AppShell><input aria-label="Search" /></AppShell>, { user: testUser() });
    const burger = within(await screen.findByRole('banner')).getByRole('button', { name: 'Sidebar' });
    swipe([20, 300], [220, 300], screen.getByRole('textbox', { name: 'Search' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing for a visitor who is not signed in', async () => {
    await renderWithShell(<AppShell><h1>Sign in</h1></AppShell>, { path: '/login' });
    await screen.findByRole('heading', { name: 'Sign in' });
    swipe([20, 300], [220, 300]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
