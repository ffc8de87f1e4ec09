import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumArgs, chromiumPath } from '../helpers/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A page in its own context (AxeBuilder needs one) that records every console error. The app's
 * service worker is blocked unless `serviceWorkers: 'allow'` is asked (installable.test.ts): it
 * would answer from its precache what a journey's `page.route` or request counts expect to reach
 * the server.
 */
export async function openPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Fails with the rule ids and the offending elements when axe finds any violation. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Where a tap on the element lands: its centre, and whether the element is what is on top there
 * (not a fixed or sticky bar over it), as `document.elementFromPoint` finds it.
 */
export function hitAtCentre(locator: Locator): Promise<{ x: number; y: number; onTop: boolean; hit: string }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return { x, y, onTop: hit !== null && (hit === element || element.contains(hit)), hit: hit?.textContent?.trim().slice(0, 40) ?? '' };
  });
}
