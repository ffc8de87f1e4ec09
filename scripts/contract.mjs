#!/usr/bin/env node
// The contract is openapi.yaml plus one contract/<area>.yaml per area. Every tool reads one
// bundled document, generated from them into src/contract/ together with its TypeScript types:
//   node scripts/contract.mjs           regenerate src/contract/openapi.json and openapi.d.ts
//   node scripts/contract.mjs --check   fail when either is stale (npm test runs this)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.REDOCLY_TELEMETRY ??= 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE ??= 'true';

const bundled = 'src/contract/openapi.json';
const types = 'src/contract/openapi.d.ts';
const bin = (name) => path.join('node_modules', '.bin', name);

function run(command, args) {
  // Quiet unless it fails: the tools' banners would drown the test log.
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
}

const bundle = (output) => run(bin('redocly'), ['bundle', 'openapi.yaml', '--ext', 'json', '-o', output]);

if (process.argv.includes('--check')) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  try {
    const fresh = path.join(dir, 'openapi.json');
    bundle(fresh);
    let committed = '';
    try {
      committed = readFileSync(bundled, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (readFileSync(fresh, 'utf8') !== committed) {
      console.error(`${bundled} is stale: run npm run gen:api and commit the result`);
      process.exit(1);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  run(bin('openapi-typescript'), [bundled, '-o', types, '--check']);
  console.log('The bundled contract and its types are up to date.');
} else {
  bundle(bundled);
  run(bin('openapi-typescript'), [bundled, '-o', types]);
  console.log(`Wrote ${bundled} and ${types}.`);
}
