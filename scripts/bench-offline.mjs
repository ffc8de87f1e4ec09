#!/usr/bin/env node
// `npm run bench:offline`: issue 25's figures on the built app in Chromium, service worker on.
// 1. Boot of / on a repeat visit, online and offline (`context.setOffline`): from the reload to
//    Home's heading with the signed-in shell drawn, RUNS of each, interleaved; prints the medians
//    and offline/online.
// 2. The outbox's send rate: CHANGES counter taps left in a closed tab's outbox (IndexedDB), sent
//    when the user opens the app again online; changes per second from the app's start until the
//    last one landed (the counter's value says so).
// Not part of `npm test`: timings vary with the machine; run it by hand on a quiet machine.
//   CHROME_PATH=/usr/bin/chromium npm run bench:offline
import os from 'node:os';
import { chromium } from 'playwright-core';
import { signUp, startApp } from './benchApp.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = 10;
const CHANGES = 200;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!envelope.status) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Reloads / and waits for Home's heading in the signed-in shell; ms from the reload. */
async function boot(page) {
  const started = Date.now();
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  return Date.now() - started;
}

async function bootTimes(context, page) {
  const online = [];
  const offline = [];
  for (let run = 0; run < RUNS; run += 1) {
    online.push(await boot(page));
    await context.setOffline(true);
    offline.push(await boot(page));
    await context.setOffline(false);
  }
  return { online: median(online), offline: median(offline) };
}

/** Writes a closed tab's outbox of CHANGES counter taps into IndexedDB, as the app stores it. */
function leaveOutbox(page, userId, counterId) {
  return page.evaluate(
    async ([userId, counterId, count]) => {
      const changes = Array.from({ length: count }, () => ({
        id: crypto.randomUUID(),
        userId,
        queuedAt: new Date().toISOString(),
        area: 'counters',
        label: { id: 'shell.outbox.title' },
        request: { method: 'POST', path: '/counter-event', body: { counterId, delta: 1 } },
      }));
      await new Promise((resolve, reject) => {
        const opened = indexedDB.open('lifelog-outbox');
        opened.onupgradeneeded = () => opened.result.createObjectStore('changes');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const transaction = opened.result.transaction('changes', 'readwrite');
          transaction.objectStore('changes').put(changes, `outbox:${userId}`);
          transaction.oncomplete = () => resolve(undefined);
          transaction.onerror = () => reject(transaction.error);
        };
      });
    },
    [userId, counterId, CHANGES],
  );
}

const cpus = os.cpus();
console.log(`machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), load ${os.loadavg()[0].toFixed(1)}, Chromium ${chromePath}`);
const app = await startApp('offline');
const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const user = await signUp(app.baseUrl, 'bench');
  const context = await browser.newContext({ baseURL: app.baseUrl, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('lifelog.user', JSON.stringify(stored)), user);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  // The precache fills after the first screen; the saved queries after a second.
  await page.waitForTimeout(3000);
  const { online, offline } = await bootTimes(context, page);
  console.log(`boot of / on a repeat visit (median of ${RUNS}): online ${online} ms, offline ${offline} ms, offline/online ${(offline / online).toFixed(2)}`);

  const group = await call(app.baseUrl, user.access.token, 'POST', '/counter-group', { name: 'Bench' });
  const counter = await call(app.baseUrl, user.access.token, 'POST', '/counter', { counterGroupId: group._id, name: 'Taps' });
  await page.goto('/login');
  await leaveOutbox(page, user._id, counter._id);
  const started = Date.now();
  await page.goto('/');
  for (;;) {
    const groups = await call(app.baseUrl, user.access.token, 'GET', '/counter-group');
    const value = groups.flatMap((g) => g.counters).find((c) => c._id === counter._id)?.value;
    if (value === CHANGES) break;
    if (Date.now() - started > 120_000) throw new Error(`only ${value} of ${CHANGES} changes landed in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`outbox send rate: ${CHANGES} changes in ${seconds.toFixed(1)} s from the app's start, ${(CHANGES / seconds).toFixed(0)} changes/s`);
} finally {
  await browser.close();
  app.stop();
}
process.exit(0);
