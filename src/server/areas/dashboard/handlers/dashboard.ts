import { isTimeZone } from '../../../../domain/timePeriods';
import type { AreaDeps } from '../../../area';
import { badRequest } from '../../../errors';
import type { SecuredHandlers } from '../../../handlers';
import { userPreferences } from '../../accounts/index';
import type { AccountsTables } from '../../accounts/tables';

/** GET /dashboard: asks every area for its section of the date, side by side. */
export function createDashboardReadHandlers({ db, dashboardSections }: AreaDeps<AccountsTables>) {
  return {
    async getDashboard({ query: { date, timeZone = 'UTC' }, caller: { userId } }) {
      if (!isTimeZone(timeZone)) throw badRequest('timeZone must be an IANA time zone name, e.g. Europe/Stockholm', 'INVALID_TIME_ZONE');
      const preferences = await userPreferences(db, userId);
      const sections = await Promise.all(dashboardSections().map((section) => section({ userId, date, timeZone, preferences })));
      return { date, sections: sections.filter((section) => section !== undefined) };
    },
  } satisfies Partial<SecuredHandlers>;
}
