// The built app for a benchmark in a real browser (npm run lighthouse, npm run bench:browser): `npm start`
// (which builds first when dist/ is stale) on a free port with a throwaway DATA_DIR, and a new
// account through the API, as the app stores a sign-in in local storage.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startApp(name) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `lifelog-${name}-`));
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
export async function signUp(baseUrl, name) {
  const username = `${name}-${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery staple' }),
  });
  const envelope = await response.json();
  if (!envelope.status) throw new Error(`sign-up failed: ${JSON.stringify(envelope)}`);
  return { ...envelope.data, access: { ...envelope.data.access, created: new Date().toISOString() } };
}
