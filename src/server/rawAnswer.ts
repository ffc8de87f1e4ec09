import type { Readable } from 'node:stream';

/**
 * An answer that is not the JSON envelope: bytes with their own Content-Type and headers (an
 * image, or a stream such as the account export's zip), or a 304 without a body. Only an operation whose contract answers 200 with something
 * other than `application/json` returns one (see `HandlerAnswer` in handlers.ts); the registry
 * sends it as it is, and every other answer is wrapped in `{ status: true, data }`.
 */
export class RawAnswer {
  constructor(
    readonly statusCode: 200 | 304,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: Buffer | Readable | undefined,
  ) {}
}
