#!/usr/bin/env node
// `npm run lighthouse`: mobile Lighthouse on the first screens as a new user meets them, /login
// signed out and / signed in, against the built app (`npm start`, which builds first when dist/
// is stale) on a free port with a throwaway DATA_DIR. Prints each page's scores and the JS it
// transferred, and fails when performance is under 0.95 or accessibility under 1 (issue 7). Not
// part of `npm test`: timed scores vary with the machine, so this is a benchmark to run by hand.
//   CHROME_PATH=/usr/bin/chromium npm run lighthouse      (the default path; never downloads one)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const thresholds = { performance: 0.95, accessibility: 1 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lifelog-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the app did not answer on ${baseUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new account through the API, as the app stores a sign-in in local storage. */
async function signUp(baseUrl) {
  const username = `lighthouse-${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery staple' }),
  });
  const envelope = await response.json();
  if (!envelope.status) throw new Error(`sign-up failed: ${JSON.stringify(envelope)}`);
  return { ...envelope.data, access: { ...envelope.data.access, created: new Date().toISOString() } };
}

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
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
  };
}

const app = await startApp();
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

  const user = await signUp(app.baseUrl);
  const page = await browser.newPage();
  await page.goto(`${app.baseUrl}/login`);
  await page.evaluate((stored) => localStorage.setItem('lifelog.user', JSON.stringify(stored)), user);
  // Storage stays (the session), but not the files /login cached: / is measured as a first visit.
  await (await browser.newCDPSession(page)).send('Network.clearBrowserCache');
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
  if (result.consoleErrors.length > 0) console.log(`  console errors: ${result.consoleErrors.join(' | ')}`);
  for (const [category, minimum] of Object.entries(thresholds)) {
    if (result[category] < minimum) {
      console.error(`  ${category} ${result[category]} is under ${minimum}`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);
