import type { AreaDeps, NoTables } from '../../area';
import { serviceUnavailable } from '../../errors';
import type { OpenHandlers } from '../../handlers';
import { databaseAnswers } from './repository';

/** GET /health: the server and its database answer. */
export function createHealthHandlers({ db, dialect, version }: AreaDeps<NoTables>) {
  return {
    open: {
      async getHealth() {
        if (!(await databaseAnswers(db))) throw serviceUnavailable('The database does not answer');
        return { db: dialect, version };
      },
    } satisfies Partial<OpenHandlers>,
    secured: {},
  };
}
