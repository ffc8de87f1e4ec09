// Proves spec §4's expiry rule with its 1 s margin (spec §9): expired when elapsed + 1 ≥ expiresIn.
import { describe, expect, it } from 'vitest';
import { isTokenExpired, TOKEN_REFRESH_MARGIN_SECONDS } from './tokenExpiry';

const created = '2026-01-01T12:00:00.000Z';
const at = (secondsAfter: number) => new Date(Date.parse(created) + secondsAfter * 1000);

describe('isTokenExpired', () => {
  it('keeps a token valid while more than 1 s of it is left', () => {
    expect(isTokenExpired({ created, expiresIn: 60 }, at(0))).toBe(false);
    expect(isTokenExpired({ created, expiresIn: 60 }, at(58.999))).toBe(false);
    expect(TOKEN_REFRESH_MARGIN_SECONDS).toBe(1);
  });

  it('expires a token when elapsed + 1 reaches expiresIn exactly', () => {
    expect(isTokenExpired({ created, expiresIn: 60 }, at(59))).toBe(true);
  });

  it('expires a token when elapsed + 1 passes expiresIn', () => {
    expect(isTokenExpired({ created, expiresIn: 60 }, at(59.5))).toBe(true);
    expect(isTokenExpired({ created, expiresIn: 60 }, at(3600))).toBe(true);
  });

  it('treats a token of 1 s or less as expired at once: the margin eats it', () => {
    expect(isTokenExpired({ created, expiresIn: 1 }, at(0))).toBe(true);
    expect(isTokenExpired({ created, expiresIn: 0 }, at(0))).toBe(true);
  });

  it('treats a clock that went backwards as a fresh token, not an expired one', () => {
    expect(isTokenExpired({ created, expiresIn: 60 }, at(-30))).toBe(false);
  });

  it.each([
    ['an unreadable created time', { created: 'yesterday-ish', expiresIn: 60 }],
    ['an empty created time', { created: '', expiresIn: 60 }],
    ['a missing lifetime', { created, expiresIn: Number.NaN }],
  ])('treats %s as expired, so it is refreshed rather than sent', (_label, token) => {
    expect(isTokenExpired(token, at(0))).toBe(true);
  });
});
