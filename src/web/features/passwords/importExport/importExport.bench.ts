// Figures for the note (not assertions): in the unit test environment (jsdom, Node's
// WebCrypto), how long 1,000 entries take to read from a Bitwarden CSV, preview, seal and turn
// into the one import request, and how long 1,000 sealed entries take to open (the plaintext
// export and the re-import of an encrypted file). Run: npx vitest bench --run --project web
// src/web/features/passwords/importExport/importExport.bench.ts
import Papa from 'papaparse';
import { bench, describe } from 'vitest';
import { bitwardenCsvColumns } from './bitwardenCsv';
import { planImport } from './importPlan';
import { readImportFile, type ImportFileContent } from './readImportFile';
import { openEntries } from './sealedEntries';
import { sealImport } from './sealImport';

const vaultKey = (await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt'])) as CryptoKey;

const csv = Papa.unparse({
  fields: [...bitwardenCsvColumns],
  data: Array.from({ length: 1000 }, (_, index) => [
    ['Work', 'Social', 'Finance', ''][index % 4],
    '',
    'login',
    `Site ${index}`,
    index % 5 === 0 ? 'Recovery codes are in the safe, second drawer.' : '',
    '',
    '0',
    `https://site${index}.example.com/login`,
    `user${index}@example.com`,
    `correct-horse-battery-${index}`,
    '',
  ]),
});

const parse = () => (readImportFile(csv) as Extract<ImportFileContent, { kind: 'plain' }>).parsed;
const plan = planImport(parse(), [], []);
const request = await sealImport(plan, vaultKey, { skipDuplicates: false });
const stored = request.passwords.map((entry) => ({ ...entry, createdAt: '2026-11-25T05:00:00.000Z', updatedAt: '2026-11-25T05:00:00.000Z' }));

describe('1,000 entries', () => {
  bench('read the CSV, preview, seal, and build the request body (JSON)', async () => {
    const body = await sealImport(planImport(parse(), [], []), vaultKey, { skipDuplicates: false });
    JSON.stringify(body);
  }, { iterations: 10, warmupIterations: 2 });

  bench('seal only (4 fields each, batches of 50)', async () => {
    await sealImport(plan, vaultKey, { skipDuplicates: false });
  }, { iterations: 10, warmupIterations: 2 });

  bench('open every entry (4 fields each, batches of 50)', async () => {
    await openEntries(vaultKey, stored);
  }, { iterations: 10, warmupIterations: 2 });
});

console.log(`request body for 1,000 entries: ${(JSON.stringify(request).length / 1024).toFixed(0)} KiB`);
