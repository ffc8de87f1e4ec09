import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { checkedAgainOnRace } from '../../../db/races';
import { planImport, type ImportPlan } from '../import/plan';
import { readCsv } from '../import/readCsv';
import { readEntries } from '../import/readEntries';
import { importReport } from '../import/report';
import { writePlan } from '../import/writePlan';
import { refusals } from '../refusals';
import * as groupQueries from '../repository/groups';
import { stampKeysOf } from '../repository/imports';
import * as subGroupQueries from '../repository/subGroups';
import * as tagQueries from '../repository/tags';
import type { TimeSettings } from '../settings';
import type { TimeDb, TimeTables } from '../tables';
import { zoneOf } from '../timeZone';

/** POST /time-import: Toggl, Clockify and Kimai CSV exports into groups, sub groups, tags and stamps, all or nothing. */
export function createImportHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  /** The plan against what the user has now, refused whole when it would pass an account's ceilings. */
  async function plan(trx: TimeDb, userId: string, entries: Parameters<typeof planImport>[0]): Promise<ImportPlan> {
    const [groups, subGroups, tags, tagsByGroup] = await Promise.all([
      groupQueries.listTimeGroups(trx, userId),
      subGroupQueries.listSubGroups(trx, userId),
      tagQueries.listTags(trx, userId),
      tagQueries.tagsByGroup(trx, userId),
    ]);
    const groupTags = new Map([...tagsByGroup].map(([groupId, carried]) => [groupId, new Set(carried.map((tag) => tag.id))]));
    const planned = await planImport(entries, { groups, subGroups, tags, groupTags }, (ids) => stampKeysOf(trx, userId, ids));
    const newGroups = planned.groups.filter((group) => group.isNew).length;
    if (groups.length + newGroups > settings.maxGroups) throw refusals.importPastCeiling('time groups', newGroups, groups.length, settings.maxGroups);
    if (subGroups.length + planned.newSubGroups.length > settings.maxSubGroups) {
      throw refusals.importPastCeiling('sub groups', planned.newSubGroups.length, subGroups.length, settings.maxSubGroups);
    }
    if (tags.length + planned.newTags.length > settings.maxTags) throw refusals.importPastCeiling('tags', planned.newTags.length, tags.length, settings.maxTags);
    return planned;
  }

  return {
    async importTime({ body, caller: { userId } }) {
      const zone = zoneOf(body.timeZone);
      if (Buffer.byteLength(body.csv, 'utf8') > settings.maxImportBytes) throw refusals.importTooLarge(settings.maxImportBytes);
      // Reading the file happens before the transaction, in slices: the transaction holds only the writes.
      const table = await readCsv(body.csv, settings.maxImportRows);
      const read = await readEntries(table, body.format, zone, body.dateOrder ?? 'auto');
      const dryRun = body.dryRun === true;
      if (dryRun) return importReport(await plan(db, userId, read.entries), read, true, zone);
      const now = settings.now().toISOString();
      const planned = await checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          const planned = await plan(trx, userId, read.entries);
          await writePlan(trx, userId, planned, zone, now);
          return planned;
        }),
      );
      return importReport(planned, read, false, zone);
    },
  } satisfies Partial<SecuredHandlers>;
}
