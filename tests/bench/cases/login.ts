import type { BenchCase } from '../types';

const USER = { username: 'bench-login', password: 'bench password 123' };

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * A password login: dominated by Argon2id (m = 19 MiB, t = 2) on purpose, plus a session insert.
 * Fewer requests and less concurrency than the default, since each one is a deliberate ~20 ms of CPU.
 */
export const loginCase: BenchCase = {
  name: 'POST /api/auth/login',
  requests: 300,
  concurrency: 4,
  prepare: async (baseUrl) => {
    const signup = await postJson(`${baseUrl}/api/auth/signup`, USER);
    if (!signup.ok) throw new Error(`Bench sign-up failed: ${signup.status}`);
    return () => postJson(`${baseUrl}/api/auth/login`, USER);
  },
};
