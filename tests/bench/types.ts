import type { DatabaseConfig } from '../../src/server/db/database';

/** One benchmark: how to prepare, and the request whose latency is measured. */
export interface BenchCase {
  name: string;
  /**
   * Runs once before warm-up (e.g. create a user and log in); returns the request to measure.
   * `database` is the server's (SQLite or PostgreSQL), for a case that seeds it directly.
   */
  prepare: (baseUrl: string, server: { dataDir: string; database: DatabaseConfig }) => Promise<() => Promise<Response>>;
  /** Measured requests (default 2000) and how many are in flight at once (default 10). */
  requests?: number;
  concurrency?: number;
}
