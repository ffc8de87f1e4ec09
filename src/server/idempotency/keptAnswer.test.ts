import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerToKeep, isKeptStatus } from './keptAnswer';

describe('what the idempotency store keeps of an answer', () => {
  it.each([200, 201, 400, 404, 409, 413, 422])('keeps a %i (a retry would only repeat it)', (status) => {
    expect(isKeptStatus(status)).toBe(true);
  });

  it.each([401, 408, 429, 500, 502, 503])('gives the key up after a %i (the change did not apply)', (status) => {
    expect(isKeptStatus(status)).toBe(false);
  });

  it('keeps JSON text up to the limit, and only the status above it', () => {
    const text = JSON.stringify({ status: true, data: 'x'.repeat(20) });
    expect(answerToKeep(200, 'application/json', text, 1000)).toEqual({ statusCode: 200, contentType: 'application/json', body: text });
    expect(answerToKeep(200, 'application/json', text, 10)).toEqual({ statusCode: 200, contentType: 'application/json', body: null });
    // The limit is in bytes, not characters: "å" is two.
    expect(answerToKeep(200, 'application/json', '"åå"', 5).body).toBeNull();
  });

  it('keeps JSON bytes as text, but not image bytes or a stream', () => {
    expect(answerToKeep(200, 'application/json; charset=utf-8', Buffer.from('{"status":true}'), 100).body).toBe('{"status":true}');
    expect(answerToKeep(200, 'image/webp', Buffer.from([1, 2, 3]), 100).body).toBeNull();
    expect(answerToKeep(200, 'application/json', Readable.from(['{}']), 100).body).toBeNull();
  });
});
