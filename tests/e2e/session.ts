import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Theme } from '../../src/domain/preferences';

export const e2ePassword = 'correct horse battery';

/** One call to the real API; resolves with the envelope's `data`, throws on a refusal. */
export async function api<T = unknown>(baseUrl: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'x-access-token': token } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: boolean; data: T };
  if (!envelope.status) throw new Error(`${method} ${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A user as the server answers a sign-in, with the access pair. */
export interface SignedInUser {
  _id: string;
  username: string;
  access: { token: string; refreshToken: string; created?: string; expiresIn: number };
  [field: string]: unknown;
}

/** A new account through the real API, signed in (its first session). */
export async function signUp(baseUrl: string): Promise<{ username: string; user: SignedInUser }> {
  const username = `e2e-${randomBytes(4).toString('hex')}`;
  // Each journey signs up from an address of its own (the e2e server trusts X-Forwarded-For), as
  // separate people would: sign-ups are limited per address (10 an hour), and the journeys together make more.
  const address = `10.${randomBytes(3).join('.')}`;
  const user = await api<SignedInUser>(baseUrl, 'POST', '/auth/signup', { username, password: e2ePassword }, undefined, { 'x-forwarded-for': address });
  return { username, user };
}

/**
 * Puts a signed-in user into the browser's local storage the way the app's sign-in does, so
 * journeys that are not about signing in start signed in. Each browser needs its own session:
 * two browsers sharing one refresh token would spend it for each other.
 */
export async function seedUser(page: Page, user: SignedInUser, { theme = 'light' as Theme } = {}) {
  const stored = { ...user, access: { ...user.access, created: new Date().toISOString() } };
  await page.addInitScript(
    ([stored, theme]) => {
      // Only before the first load: later loads must see what the app itself stored (sign-out).
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('lifelog.user', JSON.stringify(stored));
      localStorage.setItem('lifelog.theme', theme as string);
    },
    [stored, theme] as const,
  );
}

/** Signs a new user up through the real API and seeds the page with that session (see seedUser). */
export async function seedLocalSession(page: Page, baseUrl: string, options: { theme?: Theme } = {}) {
  const { username, user } = await signUp(baseUrl);
  await seedUser(page, user, options);
  return { username };
}
