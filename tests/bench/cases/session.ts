import type { BenchCase } from '../types';

const USER = { username: 'bench-session', password: 'bench password 123' };

/**
 * An authenticated read: the access-token check (signature, and the session's row) plus the
 * handler's own query. Measures what checking the session on every request costs.
 */
export const sessionCase: BenchCase = {
  name: 'GET /api/auth/session',
  prepare: async (baseUrl) => {
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(USER),
    });
    if (!signup.ok) throw new Error(`Bench sign-up failed: ${signup.status}`);
    const { data } = (await signup.json()) as { data: { access: { token: string } } };
    return () => fetch(`${baseUrl}/api/auth/session`, { headers: { 'x-access-token': data.access.token } });
  },
};
