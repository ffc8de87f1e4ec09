/**
 * `node --import tsx tests/bench/importHealth.ts [nested|shallow] [count]`: /api/health latency
 * while the server imports a hostile recipe page. `nested` (the default): `count` elements the HTML
 * parser nests, each "closed" by an end tag it ignores (12,000, 181 KB; the page shape guard now
 * refuses it before parsing). `shallow`: `count` empty elements (400,000, 2.8 MB), the worst page
 * still parsed, which runs into the reader's time limit. Health is asked every 100 ms whatever
 * the answers (open loop), from this process, while the server runs in its own (benchServer.ts).
 * Not part of `npm test` or `npm run bench`: it takes as long as the server stalls.
 */
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { htmlPage, startLocalPages } from '../../src/server/outbound/localPages.testing';
import { PAGE } from '../api/recipes/recipePageServer';
import { startBenchServer } from './benchServer';
import { percentile } from './measure';

const kind = process.argv[2] === 'shallow' ? 'shallow' : 'nested';
const blocks = Number(process.argv[3] ?? (kind === 'shallow' ? 400_000 : 12_000));
const HOSTILE =
  kind === 'shallow'
    ? `<html><body>${'<i></i>'.repeat(blocks)}</body></html>`
    : `<html><body>${Array.from({ length: blocks }, (_, n) => `<b id=${n}></x>`).join('')}</body></html>`;
const PROBE_EVERY_MS = 100;

const site = await startLocalPages((request, response) => htmlPage(request.url === '/hostile' ? HOSTILE : PAGE)(request, response));
process.env.OUTBOUND_ALLOW_HOSTS = site.hostPort;
const server = await startBenchServer();
try {
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'correct horse battery' }),
  });
  const { data: user } = (await signup.json()) as { data: { access: { token: string } } };
  const importPage = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/recipe?recipeUrl=${encodeURIComponent(site.url(path))}`, { headers: { 'x-access-token': user.access.token } });
    const body = (await response.json()) as { error?: { code: string } };
    return { status: response.status, code: body.error?.code ?? 'ok', ms: performance.now() - started };
  };
  const probe = async () => {
    const started = performance.now();
    await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
    return performance.now() - started;
  };
  // A normal import first: the server's first one loads the parser (and, with a worker, starts it).
  const normal = await importPage('/buns');
  for (let n = 0; n < 10; n++) await probe();

  const probes: Array<Promise<number>> = [];
  let importing = true;
  const hostile = importPage('/hostile').finally(() => (importing = false));
  while (importing) {
    probes.push(probe());
    await delay(PROBE_EVERY_MS);
  }
  const latencies = (await Promise.all(probes)).sort((a, b) => a - b);
  const result = await hostile;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`machine: ${os.availableParallelism()} cores, node ${process.version}; page: ${kind}, ${blocks} elements, ${(HOSTILE.length / 1024).toFixed(0)} KB`);
  console.log(`normal import: ${normal.status} ${normal.code} in ${ms(normal.ms)}`);
  console.log(`hostile import: ${result.status} ${result.code} in ${ms(result.ms)}`);
  console.log(`health during it: n=${latencies.length} p50=${ms(percentile(latencies, 50))} p99=${ms(percentile(latencies, 99))} max=${ms(latencies.at(-1) ?? Number.NaN)}`);
} finally {
  await server.close();
  await site.close();
}
