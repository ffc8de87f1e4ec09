import type { Page } from 'playwright-core';
import type { Theme } from '../../src/domain/preferences';

/**
 * Puts a signed-in user into the browser's local session before the app loads. The guards of
 * spec §2 look only at the local access token; the accounts issue replaces this with a real
 * sign-up through the UI.
 */
export async function seedLocalSession(page: Page, { theme = 'light' as Theme } = {}) {
  await page.addInitScript((theme) => {
    const user = {
      _id: 'e2eUser00001',
      username: 'e2e',
      userSessionId: 'e2eSession01',
      is2faEnabled: false,
      access: { token: 'local-only', refreshToken: 'local-only', created: new Date().toISOString(), expiresIn: 900 },
      preferences: { theme, language: 1, timeSorting: 'normal', timeFilter: 'day', timeView: 'list' },
    };
    localStorage.setItem('lifelog.user', JSON.stringify(user));
    localStorage.setItem('lifelog.theme', theme);
  }, theme);
}
