// The installable app (issue 25) in real Chromium against `npm start`: the manifest Chromium's
// install criteria read (name, standalone, 192/512 and maskable PNG icons, the shortcuts), the
// service worker taking over after the first load with every built file precached (the shell,
// every route's chunks and stylesheets, both languages' texts), photos kept for offline use in
// the cache sign-out deletes, and a reload or a deep link with the connection gone opening the
// app, signed out and signed in, not Chromium's offline page. The
// offer of a new version is proved in src/web/pwa/UpdatePrompt.test.tsx (a second build here would
// cost CI a minute).
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { signUp, type SignedInUser } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let user: SignedInUser;

interface Manifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ user } = await signUp(baseUrl));
  ({ page } = await openPage(browser, baseUrl, { serviceWorkers: 'allow' }));
});
afterAll(async () => {
  await browser?.close();
});

/** A PNG's width and height from its IHDR chunk, or null for anything else. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The paths the service worker's precache holds (without Workbox's revision parameter). */
function precachedPaths(): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  });
}

describe('the installable app', () => {
  it('has a manifest with the name, standalone display, PNG icons of the right sizes and the shortcuts', async () => {
    await page.goto('/login');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    const response = await page.request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Lifelog', short_name: 'Lifelog', display: 'standalone', start_url: '/' });
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Stamp in', '/'],
      ['Shopping list', '/shopping-lists'],
      ['Quick note', '/notes-collections'],
    ]);

    const icons = await Promise.all(
      manifest.icons.map(async (icon) => ({ ...icon, size: pngSize(await (await page.request.get(icon.src)).body()) })),
    );
    expect(icons.map(({ sizes, purpose, size }) => [sizes, purpose, size])).toEqual([
      ['192x192', 'any', { width: 192, height: 192 }],
      ['512x512', 'any', { width: 512, height: 512 }],
      ['512x512', 'maskable', { width: 512, height: 512 }],
    ]);
  });

  it('takes the page over after the first load, with every built file precached', async () => {
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

    const precached = new Set(await precachedPaths());
    expect(precached).toContain('/index.html');
    // Every route's chunks and stylesheets and both languages' texts: all the build wrote.
    const built = readdirSync('dist/web/assets').filter((file) => !/\.(?:br|gz)$/.test(file));
    expect(built.filter((file) => !precached.has(`/assets/${file}`))).toEqual([]);
    // The texts of /login and of the signed-in shell in both languages, as index.html lists them.
    const firstScreens = await page.locator('meta[name="lifelog-first-screen"]').evaluate((meta) =>
      ['signed-out-en', 'signed-out-sv', 'signed-in-en', 'signed-in-sv'].flatMap((list) => meta.getAttribute(`data-${list}`)?.split(' ') ?? []),
    );
    expect(firstScreens.filter((file) => !precached.has(file))).toEqual([]);

    // The API is never answered with the app shell, even as a navigation (in another tab of the
    // same browser, which the worker controls too).
    const tab = await page.context().newPage();
    const api = await tab.goto('/api/health');
    expect(api?.headers()['content-type']).toMatch(/^application\/json/);
    await tab.close();

    // Chromium's own install criteria (manifest, icons, worker) find nothing missing; a test's
    // context is incognito, which is the browser's matter, not the app's.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it("keeps the photos it fetched in 'lifelog-photos' for offline use, and never a refusal", async () => {
    const upload = await fetch(`${baseUrl}/api/image`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-access-token': user.access.token },
      body: readFileSync('public/icons/icon-192.png'),
    });
    const { data: image } = (await upload.json()) as { data: { _id: string } };
    const fetchPhoto = (id: string) =>
      page.evaluate(
        async ([id, token]) => (await fetch(`/api/image/${id}?size=thumb`, { headers: { 'x-access-token': token! } })).status,
        [id, user.access.token],
      );
    const photoCache = () =>
      page.evaluate(async () => (await (await caches.open('lifelog-photos')).keys()).map((request) => new URL(request.url).pathname));

    expect(await fetchPhoto(image._id)).toBe(200);
    expect(await fetchPhoto('Vw3k_9aQ-2Lm')).toBe(404);
    await expect.poll(photoCache).toEqual([`/api/image/${image._id}`]);

    await page.context().setOffline(true);
    try {
      expect(await fetchPhoto(image._id)).toBe(200);
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('opens the app offline on a reload and on a deep link, signed out and signed in', async () => {
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

      // A signed-in route signed out: the app's own guard sends the visitor to sign in.
      await page.goto('/notes-collections');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

      // Signed in (the session this browser stored), the same deep link opens the signed-in shell.
      await page.evaluate((stored) => localStorage.setItem('lifelog.user', JSON.stringify(stored)), {
        ...user,
        access: { ...user.access, created: new Date().toISOString() },
      });
      await page.goto('/notes-collections');
      // The shell and the screen draw; the screen's data says it could not be fetched.
      await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/notes-collections');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
