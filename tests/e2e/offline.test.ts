// A screen whose code was not loaded yet when the connection dropped, in real Chromium against
// `npm start`: the shell stays, the screen's place says so in the user's language with a way
// out, and "Try again" brings the screen (its script and its styles) once the connection is back.
// A screen whose data waits for the connection says so, and comes by itself once it is back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
// One account for the file (sign-up is limited per address); each browser signs in for its own session.
let username: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ username } = await signUp(baseUrl));
});

async function signIn(page: Page) {
  await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword }));
}
afterAll(async () => {
  await browser?.close();
});

/** Stylesheets whose rules did not arrive (Chromium leaves a failed one an unreadable empty sheet). */
function unloadedStylesheets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => {
        try {
          return !link.sheet?.cssRules;
        } catch {
          return true;
        }
      })
      .map((link) => link.href),
  );
}

describe('a screen that could not be loaded', () => {
  it('keeps the shell, explains, and comes back with "Try again" once online', async () => {
    const { page } = await openPage(browser, baseUrl);
    await signIn(page);
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.waitFor();
    const main = page.getByRole('main');

    await page.context().setOffline(true);
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    const failed = main.getByRole('region', { name: 'This page could not be loaded' });
    await failed.waitFor();
    expect(await page.getByText('Something went wrong!').count()).toBe(0);
    // The shell around it still works: the sidebar is there and the way home is offered.
    expect(await sidebar.isVisible()).toBe(true);
    expect(await failed.getByRole('link', { name: 'Go to the home page' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Pressed while still offline it says so and stays, rather than reloading into the browser's error page.
    await failed.getByRole('button', { name: 'Try again' }).click();
    await failed.getByRole('status').getByText('Still no connection.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');

    await page.context().setOffline(false);
    await failed.getByRole('button', { name: 'Try again' }).click();
    const heading = main.getByRole('heading', { level: 1, name: 'Settings' });
    await heading.waitFor();
    expect(await unloadedStylesheets(page)).toEqual([]);
    // The settings screen's own styles apply (its heading has no browser margin).
    expect(await heading.evaluate((element) => getComputedStyle(element).marginTop)).toBe('0px');

    // Another day's dashboard, offline: its place says it waits for the connection (not the old
    // day left up under the new address), and the day opens by itself once the connection is back.
    await page.goto('/dashboard');
    const today = main.getByRole('heading', { level: 1, name: /^Today, / });
    await today.waitFor();
    await page.context().setOffline(true);
    await main.getByRole('link', { name: 'Previous day' }).click();
    await main.getByRole('region', { name: 'Waiting for the connection' }).waitFor();
    expect(await today.count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('status').getByText('Changes wait on this device', { exact: false }).waitFor();
    await page.context().setOffline(false);
    await main.getByRole('heading', { level: 1, name: /^Yesterday, / }).waitFor();
  });

  it('stays in the app when only the screen\'s script could not be fetched, and loads it once online', async () => {
    const { page } = await openPage(browser, baseUrl);
    await signIn(page);
    // The settings screen loads the styles the profile screen shares, so only its script is missing.
    await page.goto('/settings');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    await page.context().setOffline(true);
    await main.getByRole('link', { name: 'Profile and password' }).click();
    const failed = main.getByRole('region', { name: 'This page could not be loaded' });
    await failed.waitFor();
    // Still the app (TanStack Router would reload a missing chunk, here into the browser's offline page).
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${baseUrl}/settings/profile`);
    expect(await failed.isVisible()).toBe(true);

    await page.context().setOffline(false);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await main.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  it('speaks Swedish to a Swedish user and leads home', async () => {
    const { page } = await openPage(browser, baseUrl);
    await signIn(page);
    await page.addInitScript(() => localStorage.setItem('lifelog.language', '2'));
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
    await sidebar.waitFor();

    await page.context().setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Inställningar' }).click();
    const main = page.getByRole('main');
    const failed = main.getByRole('region', { name: 'Sidan kunde inte laddas' });
    await failed.waitFor();
    expect(await failed.getByRole('button', { name: 'Försök igen' }).isVisible()).toBe(true);

    await page.context().setOffline(false);
    await failed.getByRole('link', { name: 'Gå till startsidan' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await main.getByRole('heading', { level: 1 }).waitFor();
    expect(await main.getByRole('heading', { level: 1, name: 'Sidan kunde inte laddas' }).count()).toBe(0);
  });
});
