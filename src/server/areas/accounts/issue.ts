import type { FastifyRequest } from 'fastify';
import type { Access, PendingLogin } from '../../../contract/types';
import { newId } from '../../ids';
import type { AccountsContext } from './context';
import { refusals } from './refusals';
import { activateSession, insertSession } from './repository/sessions';
import { hashToken, newRefreshToken } from './tokens';

/** Longest device label and user agent kept with a session; longer ones are cut, not refused. */
const MAX_DEVICE_LENGTH = 128;
const MAX_USER_AGENT_LENGTH = 256;

/** The device a session is listed under: the optional fingerprint header and the user agent. */
export function deviceOf(request: FastifyRequest): { device: string | null; userAgent: string | null } {
  const header = (name: string, max: number): string | null => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '' ? value.slice(0, max) : null;
  };
  return { device: header('x-device-fingerprint', MAX_DEVICE_LENGTH), userAgent: header('user-agent', MAX_USER_AGENT_LENGTH) };
}

/** Signs an access token of the session's kind and packs it with its refresh token. */
export async function accessView(
  { signer, settings }: AccountsContext,
  claims: { userId: string; sessionId: string },
  kind: 'main' | 'extra',
  refreshToken: string,
): Promise<Access> {
  const now = settings.now();
  const expiresIn = kind === 'main' ? settings.lifetimes.access : settings.lifetimes.extraAccess;
  const token = await signer.sign({ ...claims, scope: kind === 'main' ? 'access' : 'extra' }, expiresIn, now);
  return { token, refreshToken, created: now.toISOString(), expiresIn };
}

/** Opens an active session (a new refresh-token family) and returns its first token pair. */
export async function openSession(
  context: AccountsContext,
  request: FastifyRequest,
  options: { userId: string; kind: 'main' | 'extra'; parentId?: string },
): Promise<{ sessionId: string; access: Access }> {
  const now = context.settings.now();
  const refreshToken = newRefreshToken();
  const sessionId = newId();
  const lifetime = options.kind === 'main' ? context.settings.lifetimes.refresh : context.settings.lifetimes.extraRefresh;
  await insertSession(context.db, {
    id: sessionId,
    userId: options.userId,
    kind: options.kind,
    state: 'active',
    ...(options.parentId === undefined ? {} : { parentId: options.parentId }),
    ...deviceOf(request),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetime * 1000).toISOString(),
    refreshTokenHash: hashToken(refreshToken),
  });
  return { sessionId, access: await accessView(context, { userId: options.userId, sessionId }, options.kind, refreshToken) };
}

/** Opens a session that can only finish the login with POST /auth/2fa; no refresh token yet. */
export async function openPendingSession(context: AccountsContext, request: FastifyRequest, userId: string): Promise<PendingLogin> {
  const now = context.settings.now();
  const sessionId = newId();
  const expiresIn = context.settings.lifetimes.pending2fa;
  await insertSession(context.db, {
    id: sessionId,
    userId,
    kind: 'main',
    state: 'pending_2fa',
    ...deviceOf(request),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString(),
  });
  const token = await context.signer.sign({ userId, sessionId, scope: 'pending_2fa' }, expiresIn, now);
  return { twoFactorRequired: true, token, expiresIn };
}

/** Turns the caller's pending-2FA session into a full one and returns its first token pair. */
export async function completePendingSession(context: AccountsContext, claims: { userId: string; sessionId: string }): Promise<Access> {
  const now = context.settings.now();
  const refreshToken = newRefreshToken();
  const expiresAt = new Date(now.getTime() + context.settings.lifetimes.refresh * 1000).toISOString();
  const activated = await activateSession(context.db, claims.userId, claims.sessionId, hashToken(refreshToken), now.toISOString(), expiresAt);
  if (!activated) throw refusals.loginExpired();
  return accessView(context, claims, 'main', refreshToken);
}
