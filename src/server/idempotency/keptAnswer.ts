import type { KeptAnswer } from './store';

/**
 * Statuses whose change did not apply and may well apply on a retry: the claim is given up so
 * the same key can try again. Every other answer (2xx, and 4xx refusals, which a retry would
 * only repeat) is kept.
 */
const RETRYABLE = new Set([401, 408, 429]);

export function isKeptStatus(statusCode: number): boolean {
  return statusCode < 500 && !RETRYABLE.has(statusCode);
}

/**
 * What to keep of an answer: its text when it is text within the limit; otherwise only the status
 * (body null), and the key then answers that the change applied but its answer was not kept.
 */
export function answerToKeep(statusCode: number, contentType: string | null, payload: unknown, maxBytes: number): KeptAnswer {
  const text = textOf(payload, contentType);
  const body = text !== undefined && Buffer.byteLength(text) <= maxBytes ? text : null;
  return { statusCode, contentType, body };
}

/** The answer as text, or undefined when it is bytes that are not text, or a stream. */
function textOf(payload: unknown, contentType: string | null): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  return Buffer.isBuffer(payload) && isText(contentType) ? payload.toString('utf8') : undefined;
}

function isText(contentType: string | null): boolean {
  return contentType !== null && /json|^text\//i.test(contentType);
}
