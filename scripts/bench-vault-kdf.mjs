// Measures the password vault's browser crypto in Chromium (docs/decisions.md, "Password vault
// crypto"): Argon2id at the production cost (64 MiB, 3 passes, 1 lane) by the same hash-wasm
// WebAssembly build the app uses, on the page's thread and in a Web Worker (as the app runs it,
// worker start included), how long the page's thread is blocked meanwhile, and opening 1,000
// entries' four sealed fields with AES-256-GCM (WebCrypto). Run:
//   CHROME_PATH=/usr/bin/chromium node scripts/bench-vault-kdf.mjs      (the default path; never downloads one)
/* global hashwasm -- the page's global from hash-wasm's UMD build, used inside tab.evaluate */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const argon2 = readFileSync(new URL('../node_modules/hash-wasm/dist/argon2.umd.min.js', import.meta.url));
const worker = `importScripts('/argon2.js');
onmessage = async ({ data }) => {
  const hash = await hashwasm.argon2id({ ...data, hashLength: 32, outputType: 'binary' });
  postMessage(hash);
};`;
const page = `<!doctype html><meta charset="utf-8"><script src="/argon2.js"></script><body>bench</body>`;
const server = createServer((request, response) => {
  const [type, body] = request.url === '/argon2.js' ? ['text/javascript', argon2] : request.url === '/worker.js' ? ['text/javascript', worker] : ['text/html', page];
  response.writeHead(200, { 'content-type': type }).end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const tab = await browser.newPage();
  await tab.goto(url);
  const results = await tab.evaluate(async () => {
    const cost = { memorySize: 65536, iterations: 3, parallelism: 1 };
    const request = () => ({ password: 'staple of the vault 42', salt: crypto.getRandomValues(new Uint8Array(16)), ...cost });
    const timed = async (run) => {
      const start = performance.now();
      await run();
      return Math.round(performance.now() - start);
    };
    const inPage = [];
    for (let run = 0; run < 3; run++) inPage.push(await timed(() => hashwasm.argon2id({ ...request(), hashLength: 32, outputType: 'binary' })));

    // In a worker, as the app does (a new worker per derivation), while the page's thread ticks.
    const inWorker = [];
    let longestGap = 0;
    for (let run = 0; run < 3; run++) {
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 10);
      inWorker.push(
        await timed(
          () =>
            new Promise((resolve) => {
              const kdf = new Worker('/worker.js');
              kdf.onmessage = () => {
                kdf.terminate();
                resolve();
              };
              kdf.postMessage(request());
            }),
        ),
      );
      clearInterval(ticker);
    }

    // 1,000 entries, four fields each, sealed as the app seals them (entry id and field as associated data).
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const encoder = new TextEncoder();
    const fields = ['username', 'password', 'url', 'notes'];
    const entries = [];
    for (let index = 0; index < 1000; index++) {
      const id = String(index).padStart(12, '0');
      const sealed = {};
      for (const field of fields) {
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const additionalData = encoder.encode(`v1.${id}.${field}`);
        sealed[field] = { iv, additionalData, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, encoder.encode(`${field} of entry ${index}, a typical length`)) };
      }
      entries.push(sealed);
    }
    const decoder = new TextDecoder();
    const openAll = async () =>
      Promise.all(
        entries.map(async (sealed) =>
          Object.fromEntries(
            await Promise.all(
              fields.map(async (field) => {
                const { iv, additionalData, data } = sealed[field];
                return [field, decoder.decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, data))];
              }),
            ),
          ),
        ),
      );
    const open1000 = [];
    for (let run = 0; run < 3; run++) open1000.push(await timed(openAll));
    return { inPage, inWorker, longestGap: Math.round(longestGap), open1000 };
  });
  console.log(`Chromium ${browser.version()}, Argon2id 64 MiB × 3 passes × 1 lane (hash-wasm ${JSON.parse(readFileSync(new URL('../node_modules/hash-wasm/package.json', import.meta.url))).version})`);
  console.log(`  on the page's thread: ${results.inPage.join(', ')} ms`);
  console.log(`  in a Web Worker (with its start): ${results.inWorker.join(', ')} ms; the page's thread was never blocked over ${results.longestGap} ms`);
  console.log(`  opening 1,000 entries × 4 fields (AES-256-GCM, WebCrypto): ${results.open1000.join(', ')} ms`);
} finally {
  await browser.close();
  server.close();
}
