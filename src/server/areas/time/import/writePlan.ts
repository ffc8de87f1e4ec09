import { localDate } from '../../../../domain/timePeriods';
import * as groupQueries from '../repository/groups';
import * as importQueries from '../repository/imports';
import type { TimeDb } from '../tables';
import type { ImportPlan } from './plan';

/** Writes a planned import in the caller's transaction: groups, sub groups, tags, tag links, stamps (and the groups' kept totals). */
export async function writePlan(trx: TimeDb, userId: string, plan: ImportPlan, zone: string, now: string): Promise<void> {
  for (const group of plan.groups) {
    if (group.isNew) await groupQueries.insertTimeGroup(trx, userId, { id: group.id, name: group.name, created_at: now, updated_at: now });
  }
  await importQueries.insertSubGroups(trx, userId, plan.newSubGroups.map((row) => ({ ...row, created_at: now, updated_at: now })));
  await importQueries.insertTags(trx, userId, plan.newTags, now);
  await importQueries.addGroupTags(trx, userId, plan.newGroupTags);
  await importQueries.insertEndedStamps(
    trx,
    userId,
    plan.stamps.map((stamp) => ({
      id: stamp.id,
      time_group_id: stamp.time_group_id,
      sub_group_id: stamp.sub_group_id,
      start_time: new Date(stamp.start).toISOString(),
      end_time: new Date(stamp.end).toISOString(),
      duration_ms: stamp.end - stamp.start,
      date: localDate(stamp.start, zone),
      time_zone: zone,
      created_at: now,
      updated_at: now,
    })),
  );
}
