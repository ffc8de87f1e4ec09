import type { IncomingMessage } from 'node:http';
import { Transform, Writable, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { OutboundError } from './outboundError';

const MB = 1024 * 1024;

const tooLarge = (maxBytes: number): OutboundError =>
  new OutboundError('tooLarge', `The page is larger than ${maxBytes % MB === 0 ? `${maxBytes / MB} MB` : `${maxBytes} bytes`}`);

/**
 * Reads a response body of at most maxBytes, both as sent and once decoded, stopping (and
 * dropping the connection) as soon as either is exceeded: a small gzip bomb cannot fill memory.
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const decoders = decodersFor(response.headers['content-encoding']);
  const chunks: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  // Limits before and after decoding. A broken gzip stream or a dropped connection rejects here;
  // the caller words it.
  await pipeline([response, byteLimit(maxBytes), ...decoders, byteLimit(maxBytes), collect]);
  return Buffer.concat(chunks);
}

/** Passes bytes on until more than maxBytes have gone through, then fails the whole pipeline. */
function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
}

/** Decoders for a Content-Encoding list, undone in reverse order of how they were applied. */
function decodersFor(header: string | undefined): Duplex[] {
  const codings = (header ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  return codings.reverse().map((coding) => {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return zlib.createGunzip();
      case 'deflate':
        return zlib.createInflate();
      case 'br':
        return zlib.createBrotliDecompress();
      default:
        throw new OutboundError('unreachable', `The page is sent in an encoding that cannot be read (${coding.slice(0, 40)})`);
    }
  });
}
