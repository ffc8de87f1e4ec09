// Proves the navbar can be drawn before TanStack Query's client is in (just after a sign-in, on
// /login or /register, while the first signed-in screen loads it): the options menu, which saves
// through Query, waits for it instead of failing the shell.
import { QueryClientContext } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../testing/renderWithShell';
import { testUser } from '../testing/testUser';
import { TopNavbar } from './TopNavbar';

const navbar = <TopNavbar sidebarId="sidebar" sidebarOpen={false} onToggleSidebar={() => {}} />;

describe('TopNavbar', () => {
  it('shows the options menu once the query client is in', async () => {
    await renderWithShell(navbar, { user: testUser() });
    expect(await screen.findByRole('button', { name: 'Options' })).toBeVisible();
  });

  it('draws the burger and the app name without the query client, and no options menu yet', async () => {
    await renderWithShell(<QueryClientContext.Provider value={undefined}>{navbar}</QueryClientContext.Provider>, { user: testUser() });
    expect(await screen.findByRole('link', { name: 'Lifelog' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sidebar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
  });
});
