// The foundation as a new user meets it in real Chromium against `npm start`: guards, the shell,
// theme and language that stick across reloads, the phone layout, no console errors, no axe
// violations on any screen visited.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, type WatchedPage } from './browser';
import { api, e2ePassword, seedLocalSession, seedUser, signUp, type SignedInUser } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
// One account for the file (sign-up is limited to 10 an hour per address, and the e2e files share
// one server); each browser signs in for its own session. A test that changes the account's
// preferences signs up its own.
let username: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ username } = await signUp(baseUrl));
});

async function signIn(page: Page, options: Parameters<typeof seedUser>[2] = {}) {
  await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword }), options);
}
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

  it('opens public pages without signing in, and says when a link is gone', async () => {
    const { page, errors } = await visit('/public/drink/abcdefabcdef');
    await page.getByRole('heading', { level: 1, name: 'This link is gone' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/public/drink/abcdefabcdef');
    await expectNoAxeViolations(page);
    // The browser reports the public read's 404 itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});

describe('a signed-in user', () => {
  it('sees the shell: sidebar links in the spec order, navbar, footer', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await signIn(page);
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
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('passes axe in the dark theme too', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await signIn(page, { theme: 'dark' });
    await page.goto('/time-groups');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // The screen loads after the shell: axe must see it drawn (its heading), not the shell alone.
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('lands on today\'s date from /dashboard', async () => {
    const { page } = await openPage(browser, baseUrl);
    await signIn(page);
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
    await signIn(page);
    await page.goto('/cli');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Options' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on a phone-sized screen gets the bottom bar of quick icons', async () => {
    const { page, errors } = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signIn(page);
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
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('lifelog.user'))).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('the shell\'s layout', () => {
  /** The boxes of the shell's parts and the viewport, where the page is scrolled now. */
  function boxes(page: Page) {
    return page.evaluate(() => {
      const box = (element: Element | null) => {
        if (!element) return null;
        const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
        return { top, bottom, left, right, width, height };
      };
      const brand = document.querySelector('header a');
      const range = document.createRange();
      if (brand) range.selectNodeContents(brand);
      return {
        viewport: { width: window.innerWidth, height: window.innerHeight },
        scrollable: document.documentElement.scrollHeight - window.innerHeight,
        header: box(document.querySelector('header')),
        brand: box(brand),
        brandText: brand ? range.getBoundingClientRect().width : 0,
        sidebar: box(document.querySelector('nav[aria-label="Main"]')),
        footer: box(document.querySelector('footer')),
        bottomBar: box(document.querySelector('nav[aria-label="Quick links"]')),
      };
    });
  }

  it('on a desktop: the sidebar reaches the footer, the footer stays in view on a long page, the app name is only as wide as its text', async () => {
    const { page, errors } = await openPage(browser, baseUrl, { viewport: { width: 1280, height: 600 } });
    await signIn(page);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    let layout = await boxes(page);
    expect(layout.scrollable).toBeGreaterThan(100); // a long page
    expect(layout.sidebar!.top).toBeCloseTo(layout.header!.bottom, 0);
    expect(layout.sidebar!.bottom).toBeCloseTo(layout.footer!.top, 0);
    expect(layout.footer!.bottom).toBeCloseTo(layout.viewport.height, 0);
    expect(await page.getByRole('button', { name: /^User menu/ }).isVisible()).toBe(true);
    // The link is its text (and its focus padding), not the header's width.
    expect(layout.brand!.width).toBeLessThanOrEqual(layout.brandText + 16);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    layout = await boxes(page);
    expect(layout.header!.top).toBeCloseTo(0, 0);
    expect(layout.sidebar!.top).toBeCloseTo(layout.header!.bottom, 0);
    expect(layout.sidebar!.bottom).toBeCloseTo(layout.footer!.top, 0);
    expect(layout.footer!.bottom).toBeCloseTo(layout.viewport.height, 0);

    // Empty header space is not a link home.
    await page.mouse.click(layout.viewport.width / 2, layout.header!.top + layout.header!.height / 2);
    expect(new URL(page.url()).pathname).toBe('/settings');
    await page.getByRole('banner').getByRole('link', { name: 'Lifelog' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('on a short desktop page the sidebar still reaches the footer at the bottom of the window', async () => {
    const { page, errors } = await openPage(browser, baseUrl, { viewport: { width: 1280, height: 1000 } });
    await signIn(page);
    await page.goto('/notes-collections');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const layout = await boxes(page);
    expect(layout.sidebar!.top).toBeCloseTo(layout.header!.bottom, 0);
    expect(layout.sidebar!.bottom).toBeCloseTo(layout.footer!.top, 0);
    expect(layout.footer!.bottom).toBeCloseTo(layout.viewport.height, 0);
    expect(errors).toEqual([]);
  });

  it('on a phone: the drawer is the window\'s height, the app name only as wide as its text, the footer above the bottom bar', async () => {
    const { page, errors } = await openPage(browser, baseUrl, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    await signIn(page);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    let layout = await boxes(page);
    expect(layout.brand!.width).toBeLessThanOrEqual(layout.brandText + 16);
    // Scrolled to the end, the footer ends above the bottom bar. Settings' sections may still be
    // loading and lengthen the page after a scroll, so each try scrolls to the end again.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const scrolled = await boxes(page);
        return scrolled.footer!.bottom - scrolled.bottomBar!.top;
      })
      .toBeLessThanOrEqual(1);

    await page.getByRole('banner').getByRole('button', { name: 'Sidebar' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).waitFor();
    layout = await boxes(page);
    expect(layout.sidebar!.top).toBeCloseTo(0, 0);
    expect(layout.sidebar!.bottom).toBeCloseTo(layout.viewport.height, 0);
    expect(errors).toEqual([]);
  });

  it('never lets a horizontal swipe navigate the browser\'s history', async () => {
    const { page } = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overscroll = await page.evaluate(() => ({
      html: getComputedStyle(document.documentElement).overscrollBehaviorX,
      body: getComputedStyle(document.body).overscrollBehaviorX,
    }));
    expect(overscroll).toEqual({ html: 'none', body: 'none' });
  });
});

describe('the page title', () => {
  it('names the page in the user\'s language and follows a change of language and of page', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await seedLocalSession(page, baseUrl);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect.poll(() => page.title()).toBe('Settings · Lifelog');

    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitemradio', { name: 'Svenska' }).click();
    await expect.poll(() => page.title()).toBe('Inställningar · Lifelog');

    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Anteckningar' }).click();
    await page.waitForURL('**/notes-collections');
    await expect.poll(() => page.title()).toMatch(/^Anteckningar · Lifelog$/);
    await page.reload();
    await expect.poll(() => page.title()).toMatch(/^Anteckningar · Lifelog$/);
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
