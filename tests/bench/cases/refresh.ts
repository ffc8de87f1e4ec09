import type { BenchCase } from '../types';

const USER = { username: 'bench-refresh', password: 'bench password 123' };
/** One refresh token per concurrent request: each use rotates it, so a token cannot be shared. */
const POOL_SIZE = 10;

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A refresh: a token lookup, a rotation in one transaction, and signing a new access token. */
export const refreshCase: BenchCase = {
  name: 'POST /api/auth/refreshtoken',
  concurrency: POOL_SIZE,
  prepare: async (baseUrl) => {
    const signup = await postJson(`${baseUrl}/api/auth/signup`, USER);
    if (!signup.ok) throw new Error(`Bench sign-up failed: ${signup.status}`);
    const pool: string[] = [];
    for (let i = 0; i < POOL_SIZE; i += 1) {
      const login = (await (await postJson(`${baseUrl}/api/auth/login`, USER)).json()) as { data: { access: { refreshToken: string } } };
      pool.push(login.data.access.refreshToken);
    }
    return async () => {
      const token = pool.shift();
      if (token === undefined) throw new Error('Refresh token pool is empty');
      const response = await postJson(`${baseUrl}/api/auth/refreshtoken`, { refreshToken: token });
      const text = await response.text();
      if (response.ok) pool.push((JSON.parse(text) as { data: { refreshToken: string } }).data.refreshToken);
      // The body was read to get the next token; hand the measurer an equivalent response.
      return new Response(text, { status: response.status });
    };
  },
};
