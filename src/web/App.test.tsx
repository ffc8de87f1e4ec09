// Proves the composed app starts: providers and shell in place, the router guarding and rendering
// a screen inside the shell, the page titled, and the language provider's catalogue reaching
// the shell and the routed screens. Screens are found by role and name, not by another area's text.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSession } from './session/localSession';
import { loadApp, renderApp, seedSession } from './router/router.testUtils';

beforeEach(() => {
  localSession.clear();
  // The shell's connectivity check: the host answers.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 200 })));
});

afterEach(() => vi.unstubAllGlobals());

describe('App', () => {
  it('shows a signed-in user a titled screen inside the shell', async () => {
    seedSession('access');
    renderApp(await loadApp('/'));
    const main = await screen.findByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1 });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Lifelog`));
  });

  it('sends a signed-out visitor to sign in', async () => {
    const app = await loadApp('/notes-collections');
    renderApp(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('speaks the remembered language', async () => {
    localStorage.setItem('lifelog.language', '2');
    seedSession('access');
    renderApp(await loadApp('/settings'));
    expect(await screen.findByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    expect(await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
    expect(document.documentElement.lang).toBe('sv-SE');
  });
});
