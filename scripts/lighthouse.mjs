#!/usr/bin/env node
// `npm run lighthouse`: mobile Lighthouse on the first screens as a new user meets them, /login
// signed out and / signed in, against the built app (`npm start`, which builds first when dist/
// is stale) on a free port with a throwaway DATA_DIR. Prints each page's scores and the JS it
// transferred, and fails when performance is under 0.95 or accessibility under 1 (issue 7). Not
// part of `npm test`: timed scores vary with the machine, so this is a benchmark to run by hand.
//   CHROME_PATH=/usr/bin/chromium npm run lighthouse      (the default path; never downloads one)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, signUp, startApp } from './benchApp.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const thresholds = { performance: 0.95, accessibility: 1 };

async function audit(url, port, { keepStorage }) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed in, the session the script stored must survive; signed out, a clean origin.
    disableStorageReset: keepStorage,
  });
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id));
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    metrics: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(
      (id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue}`,
    ),
    accessibilityProblems: failing.map((a) => a.id),
    runtimeError: lhr.runtimeError?.message ?? (lhr.audits['first-contentful-paint']?.errorMessage) ?? null,
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
  };
}

const app = await startApp('lighthouse');
const debuggingPort = await freePort();
const profile = mkdtempSync(path.join(os.tmpdir(), 'lifelog-lighthouse-profile-'));
// A persistent context is the browser's default one, which the tab Lighthouse opens shares.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', `--remote-debugging-port=${debuggingPort}`],
});
const results = [];
try {
  results.push(['/login, signed out', await audit(`${app.baseUrl}/login`, debuggingPort, { keepStorage: false })]);

  const user = await signUp(app.baseUrl, 'lighthouse');
  const page = await browser.newPage();
  // A file of the origin, not the app: its service worker must not start again here.
  await page.goto(`${app.baseUrl}/favicon.svg`);
  await page.evaluate((stored) => localStorage.setItem('lifelog.user', JSON.stringify(stored)), user);
  // Storage stays (the session), but not the files /login cached, nor the service worker it
  // installed and its precache: / is measured as a first visit.
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: app.baseUrl, storageTypes: 'service_workers,cache_storage' });
  await page.close();
  results.push(['/, signed in', await audit(`${app.baseUrl}/`, debuggingPort, { keepStorage: true })]);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  app.stop();
}

let failed = false;
for (const [name, result] of results) {
  console.log(`\n${name}: performance ${result.performance}, accessibility ${result.accessibility}`);
  console.log(`  ${result.metrics.join('; ')}`);
  console.log(`  JS transferred: ${(result.jsBytes / 1000).toFixed(1)} kB in ${result.jsFiles} files`);
  if (result.accessibilityProblems.length > 0) console.log(`  accessibility audits below 1: ${result.accessibilityProblems.join(', ')}`);
  if (result.runtimeError) console.log(`  error: ${result.runtimeError}`);
  if (result.consoleErrors.length > 0) console.log(`  console errors: ${result.consoleErrors.join(' | ')}`);
  for (const [category, minimum] of Object.entries(thresholds)) {
    if (result[category] < minimum) {
      console.error(`  ${category} ${result[category]} is under ${minimum}`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);
