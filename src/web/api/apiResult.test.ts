// Proves spec §5: a call counts as failed when its body lacks a truthy status, even on HTTP 200,
// and that failures carry the server's message and code.
import { describe, expect, it } from 'vitest';
import { ApiCallError, envelopeData, isSuccessBody, unwrap } from './apiResult';

const response = (status: number) => new Response(null, { status });

describe('isSuccessBody', () => {
  it.each([{ status: true }, { status: true, data: 0 }])('accepts %j', (body) => expect(isSuccessBody(body)).toBe(true));
  it.each([{ status: false }, { data: 1 }, { status: 0 }, null, 'ok', undefined])('rejects %j', (body) =>
    expect(isSuccessBody(body)).toBe(false),
  );
});

describe('unwrap', () => {
  it('returns the data of a successful call', () => {
    expect(unwrap({ data: { status: true, data: { db: 'sqlite' } }, response: response(200) })).toEqual({ db: 'sqlite' });
  });

  it('fails a 200 whose body lacks a truthy status', () => {
    expect(() => unwrap({ data: { data: 1 }, response: response(200) })).toThrow(ApiCallError);
  });

  it('fails an error answer with the server message, code and HTTP status', () => {
    const body = { status: false, error: { code: 'FORBIDDEN', message: 'Not yours' } };
    try {
      unwrap({ error: body, response: response(403) });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ name: 'ApiCallError', message: 'Not yours', code: 'FORBIDDEN', httpStatus: 403 });
    }
  });

  it('fails a non-2xx answer even if its body claims success', () => {
    expect(() => unwrap({ error: { status: true }, response: response(500) })).toThrow('The call failed (HTTP 500).');
  });
});

describe('envelopeData', () => {
  it('selects the data of a successful body', () => expect(envelopeData({ status: true, data: [1] })).toEqual([1]));
  it('throws for a body without a truthy status', () => {
    expect(() => envelopeData({ status: false, error: { code: 'X', message: 'No' } })).toThrow('No');
  });
});
