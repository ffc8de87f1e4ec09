/**
 * `npm run bench:memory` (after `npm run build`): the resident memory (RSS) of the built server as
 * `npm start` runs it, idle after start and idle again after a mixed load (time groups and stamps,
 * photo uploads, recipe imports) and once more when the import reader has cooled, against a bare Fastify process with one route. Each process is
 * measured by itself, settled for a few seconds, from /proc (Linux). Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import sharp from 'sharp';
import { htmlPage, startLocalPages } from '../../src/server/outbound/localPages.testing';
import { PAGE } from '../api/recipes/recipePageServer';
import { freePort } from '../helpers/freePort';

const SETTLE_MS = 3000;
const COOLED_MS = 35_000;
const root = path.resolve(import.meta.dirname, '../..');
const builtServer = path.join(root, 'dist/server/server.mjs');
if (!fs.existsSync(builtServer)) {
  console.error('No built server: run `npm run build` first.');
  process.exit(1);
}

const site = await startLocalPages(htmlPage(PAGE));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-memory-'));
try {
  const bare = await measureBareFastify();
  const port = await freePort();
  const server = spawn(process.execPath, [builtServer], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, SECRET: 'memory-bench-secret-memory-bench-secret', LOG_LEVEL: 'warn', OUTBOUND_ALLOW_HOSTS: site.hostPort },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await untilAnswering(`${baseUrl}/api/health`);
    await delay(SETTLE_MS);
    const idle = rssMb(server);
    const requests = await mixedLoad(baseUrl, site.url('/buns'));
    await delay(SETTLE_MS);
    const loaded = rssMb(server);
    // The recipe reader's warm worker ends after 30 s without a page.
    await delay(COOLED_MS);
    const cooled = rssMb(server);
    const cpus = os.cpus();
    console.log(`machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), node ${process.version}, SQLite`);
    console.log(`bare Fastify, idle:            ${bare.toFixed(1)} MB RSS`);
    console.log(`lifelog, idle after start:     ${idle.toFixed(1)} MB RSS (${(idle / bare).toFixed(2)} × bare)`);
    console.log(`lifelog, idle after ${requests} mixed requests: ${loaded.toFixed(1)} MB RSS (${(loaded / bare).toFixed(2)} × bare)`);
    console.log(`lifelog, ${COOLED_MS / 1000} s later:          ${cooled.toFixed(1)} MB RSS (${(cooled / bare).toFixed(2)} × bare)`);
  } finally {
    server.kill('SIGTERM');
  }
} finally {
  await site.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Signs up, then does what a day of use does: groups, stamps, lists, photos and recipe imports. */
async function mixedLoad(baseUrl: string, recipePage: string): Promise<number> {
  let count = 0;
  const call = async (method: string, url: string, token?: string, body?: unknown, contentType = 'application/json') => {
    count++;
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body);
    const headers: Record<string, string> = token === undefined ? {} : { 'x-access-token': token };
    if (payload !== undefined) headers['content-type'] = contentType;
    const response = await fetch(`${baseUrl}/api${url}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
    const answer = (await response.json()) as { status: boolean; data: never; error?: { code: string } };
    if (!answer.status) throw new Error(`${method} ${url}: ${response.status} ${answer.error?.code}`);
    return answer.data as { _id: string; access: { token: string } };
  };
  const user = await call('POST', '/auth/signup', undefined, { username: 'memory', password: 'correct horse battery' });
  const token = user.access.token;
  for (let group = 0; group < 10; group++) {
    const timeGroup = await call('POST', '/time-group', token, { name: `Group ${group}` });
    for (let hour = 0; hour < 10; hour++) {
      const start = `2026-11-${String(10 + group).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
      await call('POST', '/time-stamp', token, { name: `Task ${hour}`, timeGroupId: timeGroup._id, startTime: start, endTime: start.replace(':00:00.000Z', ':45:00.000Z') });
    }
    await call('GET', '/time-group?date=2026-11-23&timeZone=Europe%2FStockholm', token);
  }
  for (let photo = 0; photo < 10; photo++) {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20 * photo, g: 120, b: 200 } } }).png().toBuffer();
    await call('POST', '/image', token, png, 'image/png');
  }
  for (let recipe = 0; recipe < 5; recipe++) await call('GET', `/recipe?recipeUrl=${encodeURIComponent(recipePage)}`, token);
  return count;
}

async function measureBareFastify(): Promise<number> {
  const port = await freePort();
  const script = `const { default: fastify } = await import('fastify'); const app = fastify(); app.get('/', async () => 'ok'); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const bare = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: 'ignore' });
  try {
    await untilAnswering(`http://127.0.0.1:${port}/`);
    await delay(SETTLE_MS);
    return rssMb(bare);
  } finally {
    bare.kill('SIGTERM');
  }
}

function rssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kilobytes / 1024;
}

async function untilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`${url} never answered`);
}
