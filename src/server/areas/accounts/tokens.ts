import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** What an access token allows: the full API, only POST /auth/2fa, or the password area. */
export type TokenScope = 'access' | 'pending_2fa' | 'extra';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  scope: TokenScope;
}

/** Lifetimes in seconds; tests shorten them. */
export interface TokenLifetimes {
  access: number;
  refresh: number;
  pending2fa: number;
  extraAccess: number;
  extraRefresh: number;
}

export const DEFAULT_LIFETIMES: TokenLifetimes = {
  access: 15 * 60,
  refresh: 30 * 24 * 60 * 60,
  pending2fa: 5 * 60,
  extraAccess: 5 * 60,
  extraRefresh: 60 * 60,
};

const ISSUER = 'lifelog';

/** A key for one purpose, derived from the app secret so each purpose has its own key. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

export interface TokenSigner {
  sign: (claims: AccessClaims, lifetimeSeconds: number, now: Date) => Promise<string>;
  /** The claims, or undefined for a token that is invalid, expired or of another kind. */
  verify: (token: string, now: Date) => Promise<AccessClaims | undefined>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = deriveKey(secret, 'jwt-hs256');
  return {
    sign: ({ userId, sessionId, scope }, lifetimeSeconds, now) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId, scope })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key);
    },
    verify: async (token, now) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: now });
        const { sub, sid, scope } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
        if (scope !== 'access' && scope !== 'pending_2fa' && scope !== 'extra') return undefined;
        return { userId: sub, sessionId: sid, scope };
      } catch {
        return undefined;
      }
    },
  };
}

/** 256 random bits; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 suffices: the input is 256-bit random, so there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
