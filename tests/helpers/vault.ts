// What a browser sends for the password vault, made up for API tests: the server never opens
// these values, it only checks their shapes (contract VaultAuthKey, Sealed, VaultKdf), so any
// value of the right shape stands in for real key material and ciphertext.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Schemas } from '../../src/contract/types';
import { PASSWORD, post, type SignedUp } from './auth';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The key a browser derives from an extra password: 32 bytes, 43 base64url characters. */
export const authKey = (extraPassword: string): string => digest(`auth:${extraPassword}`).toString('base64url');

/** A value sealed in the browser: `v1.` IV `.` ciphertext with tag (a stand-in, by its text). */
export const sealed = (text: string): string =>
  `v1.${digest(`iv:${text}`).subarray(0, 12).toString('base64url')}.${Buffer.concat([Buffer.from(text), digest(text).subarray(0, 16)]).toString('base64url')}`;

/** The key derivation and wrapped vault key a browser sends with a new extra password. */
export const vaultFor = (extraPassword: string): Schemas['Vault'] => ({
  kdf: { algorithm: 'argon2id', salt: digest(`salt:${extraPassword}`).subarray(0, 16).toString('base64url'), memoryKiB: 65536, iterations: 3, parallelism: 1 },
  wrappedVaultKey: sealed(`vault key under ${extraPassword}`),
});

/** PUT /auth/user/{id} with a body; the answer. */
export function putUser(app: FastifyInstance, user: SignedUp, body: object) {
  return app.inject({ method: 'PUT', url: `/api/auth/user/${user._id}`, payload: body, headers: { 'x-access-token': user.access.token } });
}

/** POST /auth/extra-password with the key derived from `extraPassword`; the answer. */
export function extraLogin(app: FastifyInstance, user: SignedUp, extraPassword: string) {
  return post(app, '/api/auth/extra-password', { extraPassword: authKey(extraPassword) }, { 'x-access-token': user.access.token });
}

/** Sets a first extra password with its vault and logs in to the vault: the extra token. */
export async function openVault(app: FastifyInstance, user: SignedUp, extraPassword: string): Promise<string> {
  const set = await putUser(app, user, { currentPassword: PASSWORD, extraPassword: authKey(extraPassword), vault: vaultFor(extraPassword) });
  expect(set.statusCode, set.body).toBe(200);
  const login = await extraLogin(app, user, extraPassword);
  expect(login.statusCode, login.body).toBe(200);
  return (login.json() as { data: { token: string } }).data.token;
}
