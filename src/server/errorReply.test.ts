// Proves the mapping from thrown errors to replies for cases the API tests cannot reach easily.
import { describe, expect, it } from 'vitest';
import { ApiError, tooManyRequests } from './errors';
import { formatBytes, INTERNAL_MESSAGE, toErrorReply } from './errorReply';

describe('toErrorReply', () => {
  it('keeps an ApiError as it is, with its headers', () => {
    expect(toErrorReply(tooManyRequests('Too many attempts', 29.2), 1024)).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts',
      headers: { 'retry-after': '30' },
    });
  });

  it('hides the details of unexpected errors', () => {
    expect(toErrorReply(new Error('password=hunter2'), 1024)).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: INTERNAL_MESSAGE,
      headers: {},
    });
    expect(toErrorReply('a thrown string', 1024).statusCode).toBe(500);
  });

  it('keeps the status of other client errors', () => {
    const error = Object.assign(new Error('Method Not Allowed'), { statusCode: 405 });
    expect(toErrorReply(error, 1024)).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
  });

  it("uses the security handler's own reason", () => {
    const wrapped = Object.assign(new Error('None of the security schemes succeeded'), {
      name: 'Unauthorized',
      statusCode: 403,
      errors: [new ApiError(403, 'FORBIDDEN', 'Not yours')],
    });
    expect(toErrorReply(wrapped, 1024)).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: 'Not yours' });
  });

  it('answers 503 with Retry-After when the database is away, also while checking a token (never a 401 that signs out)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unavailable = { statusCode: 503, code: 'DATABASE_UNAVAILABLE', headers: { 'retry-after': '5' } };
    expect(toErrorReply(refused, 1024)).toMatchObject(unavailable);
    const wrapped = Object.assign(new Error('None of the security schemes succeeded'), { name: 'Unauthorized', statusCode: 401, errors: [refused] });
    expect(toErrorReply(wrapped, 1024)).toMatchObject(unavailable);
  });
});

describe('formatBytes', () => {
  it.each([
    [100, '100 bytes'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [1024 * 1024, '1 MiB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
