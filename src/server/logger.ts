import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

export interface LogOptions {
  level: LogLevel;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  stream?: { write(line: string): void };
}

/** Header names whose values are secrets. */
export const SECRET_HEADERS = ['x-access-token', 'x-extra-token', 'authorization', 'cookie', 'set-cookie'] as const;

/**
 * Fastify's pino logger. Its request serializer logs method, url, host and address only, and
 * bodies are never logged; redaction is the second line of defence for code that logs headers.
 */
export function loggerOptions(options: LogOptions | false): FastifyServerOptions['logger'] {
  if (options === false) return false;
  const paths = SECRET_HEADERS.flatMap((name) => [
    `req.headers["${name}"]`,
    `res.headers["${name}"]`,
    `headers["${name}"]`,
  ]);
  return {
    level: options.level,
    redact: { paths, censor: '[Redacted]' },
    ...(options.stream === undefined ? {} : { stream: options.stream }),
  };
}
