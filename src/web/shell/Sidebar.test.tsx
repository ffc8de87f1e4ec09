// Proves the phone drawer (≤ 640 px): it opens from the burger with focus inside, makes the rest
// of the page inert, and closes on Escape, on the backdrop and on a link, giving focus back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../testing/renderWithShell';
import { testUser } from '../testing/testUser';
import { AppShell } from './AppShell';

function phoneScreen(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width: 640px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => phoneScreen(true));
afterEach(() => vi.unstubAllGlobals());

async function openDrawer() {
  const rendered = await renderWithShell(<AppShell><h1>Page</h1></AppShell>, { user: testUser() });
  const burger = within(await screen.findByRole('banner')).getByRole('button', { name: 'Sidebar' });
  expect(burger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  burger.focus();
  await rendered.user.keyboard('{Enter}');
  const drawer = screen.getByRole('navigation', { name: 'Main' });
  return { ...rendered, burger, drawer };
}

describe('Sidebar as a phone drawer', () => {
  it('starts closed, and opens with focus on the first link while the page behind is inert', async () => {
    const { burger, drawer } = await openDrawer();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(document.getElementById('main-content')).toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo', { hidden: true })).toHaveAttribute('inert');
  });

  it('closes on Escape and returns focus to the burger', async () => {
    const { burger, user } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await waitFor(() => expect(burger).toHaveFocus());
    expect(document.getElementById('main-content')).not.toHaveAttribute('inert');
  });

  it('closes with its own close button', async () => {
    const { drawer, burger, user } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await waitFor(() => expect(burger).toHaveFocus());
  });

  it('closes on a click on the backdrop', async () => {
    const { drawer } = await openDrawer();
    const backdrop = drawer.previousElementSibling as HTMLElement;
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(backdrop);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('closes when a link is followed, and the router goes there', async () => {
    const { drawer, user, router } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe-collections'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
