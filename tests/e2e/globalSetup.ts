import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRecipePages } from './recipePages';
import { freePort } from '../helpers/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR (its SQLite file), for journeys that check what it stored. */
    dataDir: string;
    /** A local site of recipe pages that the server may fetch (OUTBOUND_ALLOW_HOSTS). */
    recipePagesUrl: string;
  }
}

/** Starts the app the way a new user does (`npm start`) on a free port with a fresh DATA_DIR, and a local site of recipe pages it may import from. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const recipePages = await startRecipePages();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lifelog-e2e-'));
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', OUTBOUND_ALLOW_HOSTS: recipePages.host, TRUST_PROXY: 'true' },
    detached: true, // its own process group, so teardown also stops the server npm started
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, 180_000);
  } catch (error) {
    stop(child);
    await recipePages.close();
    throw new Error(`npm start did not serve ${baseUrl}: ${(error as Error).message}\n${output.slice(-4000)}`, { cause: error });
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('recipePagesUrl', recipePages.origin);

  return async () => {
    stop(child);
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
    await recipePages.close();
  };
}

function stop(child: ChildProcess) {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no healthy answer within ${timeoutMs / 1000} s`);
}
