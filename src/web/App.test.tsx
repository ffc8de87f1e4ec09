// Proves the composed app starts: providers and shell in place, the router guarding and rendering
// a screen inside the shell, and the language provider's catalogue reaching the routed screens.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import en from './i18n/en.json';
import sv from './i18n/sv.json';
import { createAppRouter } from './router/router';
import { seedSession } from './router/router.testUtils';
import { localSession } from './session/localSession';

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session: localSession, queryClient },
  });
  render(<App router={router} queryClient={queryClient} />);
  return router;
}

beforeEach(() => {
  localSession.clear();
  // The shell's connectivity check: the host answers.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 200 })));
});

afterEach(() => vi.unstubAllGlobals());

describe('App', () => {
  it('shows a signed-in user the home screen', async () => {
    seedSession('access');
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1, name: en['notBuilt.area.home'] });
    expect(screen.getByRole('main')).toContainElement(heading);
  });

  it('sends a signed-out visitor to sign in', async () => {
    const router = renderApp('/notes-collections');
    expect(await screen.findByRole('heading', { level: 1, name: en['notBuilt.area.signIn'] })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('speaks the remembered language', async () => {
    localStorage.setItem('lifelog.language', '2');
    seedSession('access');
    renderApp('/counter-groups');
    expect(await screen.findByRole('heading', { level: 1, name: sv['notBuilt.area.counters'] })).toBeVisible();
    expect(screen.getByText(sv['notBuilt.screen.body'])).toBeVisible();
  });
});
