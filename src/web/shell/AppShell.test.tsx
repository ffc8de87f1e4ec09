// Proves what a user notices of the shell as a whole (spec §2): the burger and the sidebar, when
// the navbar shows, the saved link order, Passwords disabled, signing out, the footer's switches
// for visitors, the Swedish text, and the offline banner.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localSession } from '../session/localSession';
import { renderWithShell } from '../testing/renderWithShell';
import { testUser } from '../testing/testUser';
import { themeClassNames, themeStorageKey } from '../theme/themeNames';
import { AppShell } from './AppShell';

const page = <AppShell><h1>Page</h1></AppShell>;
const signedIn = (linkOrder?: string[]) => testUser({ preferences: { ...testUser().preferences, linkOrder } });

describe('AppShell, signed in', () => {
  it('shows the sidebar with the spec links in the default order', async () => {
    await renderWithShell(page, { user: signedIn() });
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getByRole('heading', { name: 'Lifelog' })).toBeInTheDocument();
    expect(within(sidebar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Notes', '/notes-collections'],
      ['Time Tracker', '/time-groups'],
      ['Shopping List', '/shopping-lists'],
      ['Recipes', '/recipe-collections'],
      ['Storage', '/storage-groups'],
      ['Drinks', '/drink-collections'],
      ['Counter', '/counter-groups'],
      ['Collections', '/collections'],
      ['Settings', '/settings'],
    ]);
  });

  it('applies the saved link order', async () => {
    await renderWithShell(page, { user: signedIn(['settings', 'notes', 'nonsense', 'home']) });
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(sidebar).getAllByRole('link').map((link) => link.textContent);
    expect(names.slice(0, 4)).toEqual(['Settings', 'Notes', 'Home', 'Dashboard']);
    expect(names).toHaveLength(11);
  });

  it('renders Passwords disabled, not as a link, and explains why', async () => {
    const { user } = await renderWithShell(page, { user: signedIn() });
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(sidebar).queryByRole('link', { name: /passwords/i })).toBeNull();
    const passwords = within(sidebar).getByRole('button', { name: 'Passwords' });
    expect(passwords).toHaveAttribute('aria-disabled', 'true');
    expect(passwords).toHaveAccessibleDescription('Available once you have set an extra password in Settings.');
    expect(passwords).toHaveAttribute('title', 'Available once you have set an extra password in Settings.');
    await user.click(passwords);
    expect(await screen.findByText('Available once you have set an extra password in Settings.', { selector: 'span:not([id])' })).toBeInTheDocument();
  });

  it('toggles the sidebar with the burger, which reports it with aria-expanded', async () => {
    const { user } = await renderWithShell(page, { user: signedIn() });
    const header = await screen.findByRole('banner');
    const burger = within(header).getByRole('button', { name: 'Sidebar' });
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', sidebar.id);

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('lets the footer toggle the same sidebar', async () => {
    const { user } = await renderWithShell(page, { user: signedIn() });
    const footer = await screen.findByRole('contentinfo');
    const toggle = within(footer).getByRole('button', { name: 'Sidebar' });
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the top navbar with its options menu on ordinary pages', async () => {
    await renderWithShell(page, { user: signedIn(), path: '/notes-collections' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Options' })).toBeInTheDocument();
  });

  it.each(['/cli', '/cli/tm'])('hides the top navbar on %s but keeps the footer', async (path) => {
    await renderWithShell(page, { user: signedIn(), path });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
  });

  it('signs out from the user menu: the session is cleared and the user lands on /login', async () => {
    const { user, router } = await renderWithShell(page, { user: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'User menu (ada)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(localSession.get().user).toBeNull();
    expect(localStorage.getItem('lifelog.user')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers a skip link to the main content', async () => {
    const { user } = await renderWithShell(page, { user: signedIn() });
    await user.click(await screen.findByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has the bottom bar of quick icons, each with a name', async () => {
    await renderWithShell(page, { user: signedIn() });
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    expect(within(bar).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Notes', '/notes-collections'],
      ['Time Tracker', '/time-groups'],
      // The cart opens the default list (or all lists when none is set).
      ['Shopping List', '/shopping-list-parent'],
      ['Recipes', '/recipe-collections'],
    ]);
  });
});

describe('AppShell, logged out', () => {
  it('has no navbar, sidebar or bottom bar, only content and the footer', async () => {
    await renderWithShell(page, { path: '/login' });
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lets a visitor switch to the dark theme, which flips the html class and is remembered', async () => {
    const { user } = await renderWithShell(page, { path: '/login' });
    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass(themeClassNames.dark);
    expect(document.documentElement).not.toHaveClass(themeClassNames.light);
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  });

  it('lets a visitor switch the interface to Swedish', async () => {
    const { user } = await renderWithShell(page, { path: '/login' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Svenska');
    expect(screen.getByRole('button', { name: 'Mörkt tema' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Språk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hoppa till innehållet' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sv-SE');
  });
});

describe('AppShell in Swedish', () => {
  it('translates the sidebar, navbar and footer', async () => {
    await renderWithShell(page, { user: signedIn(), language: 2 });
    const sidebar = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(within(sidebar).getByRole('link', { name: 'Anteckningar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alternativ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Användarmeny (ada)' })).toBeInTheDocument();
  });
});

describe('offline banner', () => {
  it('appears when the connectivity check fails and goes away when a retry succeeds', async () => {
    const check = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { user } = await renderWithShell(page, { user: signedIn(), connectivityCheck: check });
    const status = (await screen.findByText(/You are offline/)).closest('[role="status"]') as HTMLElement;
    expect(status).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/You are offline/)).toBeNull());
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('is not shown while the app is online', async () => {
    await renderWithShell(page, { user: signedIn() });
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
