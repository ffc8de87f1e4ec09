import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { attachment } from '../../../exports/attachment';
import { daySpan, daysInRange } from '../../../../domain/timePeriods';
import { exportRows } from '../export/exportRows';
import { exportCsv, exportXlsx } from '../export/writeFiles';
import { refusals } from '../refusals';
import { stampsStartingIn } from '../repository/exports';
import { tagsByGroup } from '../repository/tags';
import type { TimeSettings } from '../settings';
import type { TimeTables } from '../tables';
import { zoneOf } from '../timeZone';

/** Three years, as GET /time-total reads by month. */
const MAX_RANGE_DAYS = 1096;

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** GET /time-export: the stamps of a range of local days as a CSV or XLSX file, bounded in rows. */
export function createExportHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  return {
    async exportTime({ query: { from, to, timeZone, format, language = 'en' }, caller: { userId } }) {
      const zone = zoneOf(timeZone);
      const days = daysInRange(from, to);
      if (days < 1) throw refusals.rangeReversed();
      if (days > MAX_RANGE_DAYS) throw refusals.rangeTooLong(MAX_RANGE_DAYS, 'range');
      const span = { start: daySpan(from, zone).start, end: daySpan(to, zone).end };
      // One more than allowed tells a range that holds too many from one that holds just enough.
      const [stamps, tags] = await Promise.all([stampsStartingIn(db, userId, span, settings.maxExportRows + 1), tagsByGroup(db, userId)]);
      if (stamps.length > settings.maxExportRows) throw refusals.exportTooLarge(settings.maxExportRows);
      const rows = exportRows(stamps, tags, zone);
      const body = format === 'csv' ? exportCsv(rows, language) : await exportXlsx(rows, language);
      return attachment(body, TYPES[format], `time-${from}-${to}.${format}`);
    },
  } satisfies Partial<SecuredHandlers>;
}
