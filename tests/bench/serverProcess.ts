/**
 * The bench's server, in its own process so the load generator does not share its event loop
 * (on 2 cores that would halve what the server can do). Reports its port over IPC; exits on
 * 'close' or on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-bench-'));
const webRoot = path.join(dataDir, 'web');
fs.mkdirSync(webRoot);
const database = openDatabase({ dataDir });
await migrateToLatest(database);
// As in production: warn-level logging, contract violations logged rather than turned into 500s.
const app = await buildApp({
  database,
  secret: 'bench-secret-bench-secret-bench-secret',
  log: { level: 'warn' },
  responseValidation: 'log',
  webRoot,
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
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'close') void close();
});
process.once('SIGTERM', () => void close());
// dataDir: a case may seed the database directly (the time tracker's 100,000 stamps).
process.send?.({ port: address.port, dataDir });
