// The foundation as a new user meets it in real Chromium against `npm start`: guards, the shell,
// theme and language that stick across reloads, the phone layout, no console errors, no axe
// violations on any screen visited.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, type WatchedPage } from './browser';
import { seedLocalSession } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, options?: Parameters<typeof openPage>[2]): Promise<WatchedPage> {
  const watched = await openPage(browser, baseUrl, options);
  await watched.page.goto(path);
  return watched;
}

describe('a visitor who is not signed in', () => {
  it('is sent from a guarded page to /login, keeping the page they wanted', async () => {
    const { page, errors } = await visit('/time-groups');
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/time-groups');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('switches to the dark theme and keeps it after a reload', async () => {
    const { page, errors } = await visit('/login');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('theme-dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(32, 34, 37)'); // #202225
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('theme-dark');
    expect(await background()).toBe('rgb(32, 34, 37)');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('switches the interface to Swedish and keeps it after a reload', async () => {
    const { page, errors } = await visit('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Svenska' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sv-SE');
    await page.getByRole('combobox', { name: 'Språk' }).waitFor();
    await page.reload();
    await page.getByRole('combobox', { name: 'Språk' }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('opens public pages without signing in', async () => {
    const { page, errors } = await visit('/public/drink/abcdefabcdef');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/public/drink/abcdefabcdef');
    expect(errors).toEqual([]);
  });
});

describe('a signed-in user', () => {
  it('sees the shell: sidebar links in the spec order, navbar, footer', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await seedLocalSession(page, baseUrl);
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.waitFor();
    const links = await sidebar.getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual([
      'Home', 'Dashboard', 'Notes', 'Time Tracker', 'Shopping List', 'Recipes',
      'Storage', 'Drinks', 'Counter', 'Collections', 'Settings',
    ]);
    // Passwords is there but disabled until an extra password is set.
    await expect.poll(() => sidebar.getByText('Passwords').count()).toBe(1);
    await page.getByRole('button', { name: 'Options' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('passes axe in the dark theme too', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await seedLocalSession(page, baseUrl, { theme: 'dark' });
    await page.goto('/time-groups');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('lands on today\'s date from /dashboard', async () => {
    const { page } = await openPage(browser, baseUrl);
    await seedLocalSession(page, baseUrl);
    await page.goto('/dashboard');
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await page.waitForURL(`**/dashboard/${today}`);
  });

  it('has no top navbar on the command line route', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await seedLocalSession(page, baseUrl);
    await page.goto('/cli');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Options' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on a phone-sized screen gets the bottom bar of quick icons', async () => {
    const { page, errors } = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await seedLocalSession(page, baseUrl);
    await page.goto('/');
    const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
    await bottomBar.waitFor();
    expect(await bottomBar.isVisible()).toBe(true);
    for (const name of ['Notes', 'Time Tracker', 'Shopping List', 'Recipes']) {
      expect(await bottomBar.getByRole('link', { name }).isVisible()).toBe(true);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('signs out from the user menu back to /login', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await seedLocalSession(page, baseUrl);
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('lifelog.user'))).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('the server', () => {
  it('reports its health with the embedded SQLite database', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true, data: { db: 'sqlite' } });
  });
});
