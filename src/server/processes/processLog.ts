import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config';
import { loggerOptions } from '../logger';

export type ProcessLog = Logger;

/** The log of what happens outside a request (start, waiting, the cluster's processes), in the app's format. */
export function processLog(level: LogLevel): ProcessLog {
  const options = loggerOptions({ level });
  return pino(typeof options === 'object' ? options : {});
}
