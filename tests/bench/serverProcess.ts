/**
 * The bench's server, in its own process so the load generator does not share its event loop
 * (on 2 cores that would halve what the server can do). Reports its port over IPC; exits on
 * 'close' or on SIGTERM. With DATABASE_URL (npm run bench -- --postgres sets it) it runs on
 * PostgreSQL, in a fresh schema it drops again on close; otherwise on a fresh SQLite file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DatabaseConfig } from '../../src/server/db/database';
import { migrateAppToLatest } from '../../src/server/composition';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-bench-'));
const webRoot = path.join(dataDir, 'web');
fs.mkdirSync(webRoot);
const databaseUrl = process.env.DATABASE_URL || undefined;
const searchPath = databaseUrl === undefined ? undefined : `bench_${randomBytes(6).toString('hex')}`;
if (databaseUrl !== undefined) await runAdmin(databaseUrl, `create schema ${searchPath}`);
const config: DatabaseConfig = { dataDir, ...(databaseUrl === undefined ? {} : { databaseUrl, searchPath }) };
const database = openDatabase(config);
await migrateAppToLatest(database);
// As in production: warn-level logging, contract violations logged rather than turned into 500s.
const app = await buildApp({
  database,
  secret: 'bench-secret-bench-secret-bench-secret',
  log: { level: 'warn' },
  responseValidation: 'log',
  webRoot,
  // As the server reads OUTBOUND_ALLOW_HOSTS: importHealth.ts serves its pages on loopback.
  settings: { recipes: { outboundAllowHosts: process.env.OUTBOUND_ALLOW_HOSTS?.split(',') ?? [] } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('Bench server has no TCP address');

let closing = false;
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  if (databaseUrl !== undefined) await runAdmin(databaseUrl, `drop schema if exists ${searchPath} cascade`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'close') void close();
});
process.once('SIGTERM', () => void close());
// The database's config: a case may seed it directly (the time tracker's 100,000 stamps).
process.send?.({ port: address.port, dataDir, database: config });

async function runAdmin(connectionString: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
