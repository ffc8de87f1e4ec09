// Proves that the server `npm start` runs, the bundle in dist/server/, works on its own: it finds
// the contract, package.json and the built web app from where it lies, answers the API, reads a
// recipe page in its worker thread, writes a scheduled backup in its own (SQLite), and sends the
// web app's files compressed. It runs on the pass's database: its own SQLite file, or (in the
// PostgreSQL pass) a fresh schema like any test app's, never DATABASE_URL's own database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import { bundleServer } from '../../scripts/serverBundle.mjs';
import { startRecipePageServer, type RecipePageServer } from '../api/recipes/recipePageServer';
import { createPostgresSchema, defaultDialect, postgresUrl } from '../helpers/testDatabase';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const INDEX_HTML = `<!doctype html><html><head><title>Lifelog</title></head><body>${'<p>first screen</p>'.repeat(80)}</body></html>`;

describe('the bundled server', () => {
  let checkout: string;
  let server: ChildProcess;
  let baseUrl: string;
  let site: RecipePageServer;
  let dropSchema = async () => {};

  beforeAll(async () => {
    // A checkout as `npm start` leaves it: package.json, node_modules and dist/, no sources.
    checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-bundle-'));
    fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(checkout, 'package.json'));
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
    const dist = path.join(checkout, 'dist');
    await bundleServer(repoRoot, dist);
    fs.mkdirSync(path.join(dist, 'web'));
    fs.writeFileSync(path.join(dist, 'web/index.html'), INDEX_HTML);
    await precompress(path.join(dist, 'web'));
    site = await startRecipePageServer();

    const { DATABASE_URL: _inherited, ...env } = process.env;
    const database: NodeJS.ProcessEnv = {};
    if (postgresUrl !== undefined) {
      const { databaseUrl, schema, drop } = await createPostgresSchema();
      dropSchema = drop;
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      database.DATABASE_URL = url.toString();
    } else {
      // On SQLite, scheduled backups too: the first is due at start, as the folder holds none.
      Object.assign(database, { BACKUP_EVERY: '24h', BACKUP_DIR: path.join(checkout, 'backups') });
    }
    server = spawn(process.execPath, [path.join(dist, 'server/server.mjs')], {
      cwd: checkout,
      env: {
        ...env,
        ...database,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(checkout, 'data'),
        LOG_LEVEL: 'info',
        OUTBOUND_ALLOW_HOSTS: site.host,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    baseUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the bundle did not start:\n${output}`)), 20_000);
      server.stderr?.on('data', (chunk) => (output += chunk));
      server.stdout?.on('data', (chunk) => {
        output += chunk;
        const address = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
        if (address !== undefined) {
          clearTimeout(timer);
          resolve(address);
        }
      });
      server.once('exit', (code) => reject(new Error(`the bundle exited with ${code}:\n${output}`)));
    });
  }, 30_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(checkout, { recursive: true, force: true });
    await Promise.all([dropSchema(), site?.close()]);
  });

  it('is one file, and its worker, that import packages rather than containing them', () => {
    expect(fs.readdirSync(path.join(checkout, 'dist/server')).sort()).toEqual(['backup.worker.mjs', 'pageReader.worker.mjs', 'server.mjs']);
    const code = fs.readFileSync(path.join(checkout, 'dist/server/server.mjs'), 'utf8');
    expect(code).toMatch(/^import .* from "fastify";$/m);
    expect(code).toMatch(/^import .* from "better-sqlite3";$/m);
  });

  it.skipIf(postgresUrl !== undefined)('writes the scheduled backup in the worker beside it (SQLite)', async () => {
    const backups = path.join(checkout, 'backups');
    const written = () => (fs.existsSync(backups) ? fs.readdirSync(backups) : []).filter((name) => name.endsWith('Z.zip'));
    await expect.poll(written, { timeout: 20_000, interval: 100 }).toHaveLength(1);
  });

  it("answers the API with the version of package.json, on the pass's database", async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(await response.json()).toEqual({ status: true, data: { db: defaultDialect, version } });
  });

  it('validates requests against the contract beside it', async () => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unknownField: 1 }),
    });
    expect(response.status).toBe(400);
  });

  it('reads an imported recipe page in the worker beside it', async () => {
    const signUp = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'baker', password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(200);
    const { data: user } = (await signUp.json()) as { data: { access: { token: string } } };
    const response = await fetch(`${baseUrl}/api/recipe?recipeUrl=${encodeURIComponent(site.url)}`, { headers: { 'x-access-token': user.access.token } });
    expect(await response.json()).toMatchObject({ status: true, data: { name: 'Cardamom buns', ingredients: ['5 dl flour', '2 dl milk'] } });
  });

  it('serves the web app from dist/web, compressed', async () => {
    const response = await fetch(`${baseUrl}/settings`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes it; the body is the page.
    expect(await response.text()).toBe(INDEX_HTML);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(checkout, 'dist/web/index.html.br'))).toString()).toBe(INDEX_HTML);
  });
});
