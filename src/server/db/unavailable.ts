/**
 * Whether an error says the database cannot be reached right now (PostgreSQL stopped, restarting,
 * out of connections, or the network to it gone), as opposed to a query the database refused. The
 * request then gets 503 with Retry-After, and the pool connects afresh on a later request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
    // pg says these in words only: a connection closed under a query, or none free in time.
    if (code === undefined && LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(cause.message))) return true;
  }
  return false;
}

/** The socket could not reach the server or lost it. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own: shutting down (57P01 admin, 57P02 crash), starting up (57P03), too many
 * connections (53300); class 08 (connection exceptions) is matched by prefix. And SQLite's
 * writer lock held past the busy timeout: also over in a moment.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY']);

const LOST_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];
