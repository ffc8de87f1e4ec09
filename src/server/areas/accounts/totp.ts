import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { deriveKey } from './tokens';

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either way, for a phone whose clock is a little off. */
const DRIFT_STEPS = 1;
const ISSUER = 'Lifelog';

function totpFor(base32: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS });
}

/** A new 160-bit secret (RFC 4226's recommended size) and its otpauth:// URI for a QR code. */
export function newTotpSecret(username: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, username).toString() };
}

/** The time step the code belongs to (within the drift window), or undefined when it is wrong. */
export function matchingStep(base32: string, code: string, now: Date): number | undefined {
  const delta = totpFor(base32).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * TOTP secrets are encrypted at rest (AES-256-GCM under a key derived from the app secret): a
 * leaked database or backup alone cannot produce codes. Format: v1.<iv>.<tag>.<ciphertext>.
 */
export function sealSecret(appSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(appSecret, 'totp-aes-256-gcm'), iv);
  const ciphertext = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('Unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(appSecret, 'totp-aes-256-gcm'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

export const RECOVERY_CODE_COUNT = 10;

/** 64 random bits each, shown as xxxx-xxxx-xxxx-xxxx; rate limiting makes guessing hopeless. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(8).toString('hex').match(/.{4}/g)!.join('-'));
}

/** Codes are random, so a plain SHA-256 suffices; case and dashes do not matter when typed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[^0-9a-f]/g, '')).digest('hex');
}

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);
