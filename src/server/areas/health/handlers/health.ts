import type { AreaDeps, NoTables } from '../../../area';
import { ApiError, serviceUnavailable } from '../../../errors';
import type { OpenHandlers } from '../../../handlers';
import { databaseAnswers } from '../repository/database';

/** Orchestrators ask again this many seconds after a 503 of the readiness probe. */
const READY_RETRY_SECONDS = '5';

/** GET /health, /health/live and /health/ready: the server, and whether it can take requests. */
export function createHealthCheckHandlers({ db, dialect, version, pendingMigrations }: AreaDeps<NoTables>) {
  return {
    async getHealth() {
      if (!(await databaseAnswers(db))) throw serviceUnavailable('The database does not answer');
      return { db: dialect, version };
    },

    async getHealthLive() {
      return { version };
    },

    async getHealthReady() {
      const retry = { 'retry-after': READY_RETRY_SECONDS };
      if (!(await databaseAnswers(db))) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer', retry);
      const pending = await pendingMigrations().catch(() => undefined);
      if (pending === undefined) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The database does not answer', retry);
      if (pending > 0) {
        throw new ApiError(503, 'MIGRATIONS_PENDING', `The database lacks ${pending} migration${pending === 1 ? '' : 's'} of this version: start this version once on it to migrate it`, retry);
      }
      return { db: dialect, version };
    },
  } satisfies Partial<OpenHandlers>;
}
