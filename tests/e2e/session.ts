import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Theme } from '../../src/domain/preferences';

/**
 * Signs a new user up through the real API and puts the session into the browser's local storage
 * the way the app's sign-in does, so journeys that are not about signing in start signed in.
 */
export async function seedLocalSession(page: Page, baseUrl: string, { theme = 'light' as Theme } = {}) {
  const username = `e2e-${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery' }),
  });
  const body = (await response.json()) as { status: boolean; data: { access: Record<string, unknown> } };
  if (!body.status) throw new Error(`signup failed: ${JSON.stringify(body)}`);
  const user = { ...body.data, access: { ...body.data.access, created: new Date().toISOString() } };
  await page.addInitScript(
    ([user, theme]) => {
      // Only before the first load: later loads must see what the app itself stored (sign-out).
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('lifelog.user', JSON.stringify(user));
      localStorage.setItem('lifelog.theme', theme as string);
    },
    [user, theme] as const,
  );
  return { username };
}
