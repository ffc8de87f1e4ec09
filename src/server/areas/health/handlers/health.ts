import type { AreaDeps, NoTables } from '../../../area';
import { serviceUnavailable } from '../../../errors';
import type { OpenHandlers } from '../../../handlers';
import { databaseAnswers } from '../repository/database';

/** GET /health: the server and its database answer. */
export function createHealthCheckHandlers({ db, dialect, version }: AreaDeps<NoTables>) {
  return {
    async getHealth() {
      if (!(await databaseAnswers(db))) throw serviceUnavailable('The database does not answer');
      return { db: dialect, version };
    },
  } satisfies Partial<OpenHandlers>;
}
