// Proves the not-built screen every unbuilt route shows: its route's title as the heading, and
// one way on: home for a signed-in user, sign-in for a visitor of a public page, none on the
// page the link would lead to. A made-up title, so no area's text is involved.
import { screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { NotBuiltYetRoute } from './NotBuiltYetRoute';

const example = defineMessages({ title: { id: 'notBuilt.example.title', defaultMessage: 'Example area' } });
const staticData = { area: 'example', title: example.title };

describe('NotBuiltYetRoute', () => {
  it('shows the route title and says the page is not built, with a way home', async () => {
    await renderWithShell(<NotBuiltYetRoute />, { path: '/example', user: testUser(), staticData });
    expect(screen.getByRole('heading', { level: 1, name: 'Example area' })).toBeVisible();
    expect(screen.getByText('This part of the app is not built yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers a signed-out visitor of a public page a way to sign in', async () => {
    await renderWithShell(<NotBuiltYetRoute />, { path: '/public/example/abc123def456', staticData });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('has no link on the page the link would lead to', async () => {
    await renderWithShell(<NotBuiltYetRoute />, { path: '/', user: testUser(), staticData });
    expect(screen.getByRole('heading', { level: 1, name: 'Example area' })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks Swedish', async () => {
    await renderWithShell(<NotBuiltYetRoute />, { path: '/example', user: testUser(), staticData, language: 2 });
    expect(screen.getByText('Den här delen av appen är inte byggd ännu.')).toBeVisible();
  });
});
