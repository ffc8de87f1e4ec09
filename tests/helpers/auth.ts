import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { ErrorCode, User } from '../../src/contract/types';

/** Spec §3's user with its session, as sign-up and login answer it. */
export type SignedUp = User;

export const PASSWORD = 'correct horse battery';

/** POST with a JSON body and optional headers; returns the response. */
export function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
}

/** Signs up a user and returns spec §3's user (with its session). Argon2 is slow: share these. */
export async function signUp(app: FastifyInstance, username: string, password = PASSWORD): Promise<SignedUp> {
  const response = await post(app, '/api/auth/signup', { username, password });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SignedUp }).data;
}

export async function logIn(app: FastifyInstance, username: string, password = PASSWORD): Promise<SignedUp> {
  const response = await post(app, '/api/auth/login', { username, password });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SignedUp }).data;
}

export const errorOf = (code: ErrorCode, message: string) => ({ status: false, error: { code, message } });
