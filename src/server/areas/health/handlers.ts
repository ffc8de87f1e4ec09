import { ok } from '../../envelope';
import { serviceUnavailable } from '../../errors';
import type { AppDeps, Handler } from '../../handlers';
import { databaseAnswers } from './repository';

export function createHealthHandlers({ db, dialect, version }: Pick<AppDeps, 'db' | 'dialect' | 'version'>): {
  getHealth: Handler;
} {
  return {
    async getHealth() {
      if (!(await databaseAnswers(db))) throw serviceUnavailable('The database does not answer');
      return ok({ db: dialect, version });
    },
  };
}
