import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { badRequest } from '../../../errors';
import { newId } from '../../../ids';
import { checkedAgainOnRace } from '../../../db/races';
import { daySpan, localDate } from '../../../../domain/timePeriods';
import { refusals } from '../refusals';
import * as groupQueries from '../repository/groups';
import * as stampQueries from '../repository/stamps';
import * as subGroupQueries from '../repository/subGroups';
import type { TimeSettings } from '../settings';
import type { TimeDb, TimeTables } from '../tables';
import { zoneOf } from '../timeZone';
import { toTimeStamp } from '../views';

/**
 * The instant a contract `Timestamp` names, in epoch ms. The contract's date-time format lets a
 * leap second (23:59:60) through, which Date cannot hold: refused like any malformed field.
 */
function instant(value: string, field: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`${field} must be a time Date can hold (no leap seconds)`, 'VALIDATION_FAILED');
  return ms;
}

/** /time-stamp (spec §7): a sub group has at most one active stamp; every change keeps its group's totals in step, in one transaction. */
export function createStampHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  async function stampView(trx: TimeDb, userId: string, id: string) {
    const row = await stampQueries.findStamp(trx, userId, id);
    if (row === undefined) throw refusals.timeStampNotFound();
    return toTimeStamp(row, settings.now().getTime());
  }

  return {
    async getTimeStamps({ query, caller: { userId } }) {
      const { timeStampId, active, date, subGroupId, pageNumber } = query;
      const asked = [timeStampId, active, date, subGroupId].filter((value) => value !== undefined).length;
      if (asked !== 1 || (pageNumber !== undefined && subGroupId === undefined)) {
        throw refusals.oneQueryAtATime('Send exactly one of timeStampId, active=true, date or subGroupId (pageNumber goes with subGroupId)');
      }
      const zone = zoneOf(query.timeZone);
      const now = settings.now().getTime();
      if (timeStampId !== undefined) return stampView(db, userId, timeStampId);
      const page = (rows: stampQueries.StampRow[], totalPages = 1) => ({ timeStamps: rows.map((row) => toTimeStamp(row, now)), totalPages });
      if (active === true) return page(await stampQueries.listActiveStamps(db, userId));
      if (date !== undefined) return page(await stampQueries.listStampsOverlapping(db, userId, daySpan(date, zone)));
      const id = subGroupId!;
      if ((await subGroupQueries.findSubGroup(db, userId, id)) === undefined) throw refusals.subGroupNotFound();
      const { rows, count } = await stampQueries.pageOfSubGroupStamps(db, userId, id, pageNumber ?? 1, settings.pageSize);
      return page(rows, Math.max(1, Math.ceil(count / settings.pageSize)));
    },

    async createTimeStamp({ body, caller: { userId } }) {
      const name = body.name?.trim() ?? '';
      // Spec §5, word for word: 'Name and time group is required'.
      if (name === '' || body.timeGroupId === undefined) throw refusals.nameAndGroupRequired();
      const { timeGroupId, subGroupId } = body;
      const zone = zoneOf(body.timeZone);
      const nowDate = settings.now();
      const now = nowDate.toISOString();
      const start = body.startTime === undefined ? nowDate.getTime() : instant(body.startTime, 'startTime');
      const end = body.endTime === undefined ? null : instant(body.endTime, 'endTime');
      if (end !== null && end < start) throw refusals.endBeforeStart();
      const id = newId();
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        if ((await groupQueries.findTimeGroup(trx, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
        let subGroup = subGroupId === undefined ? await subGroupQueries.findSubGroupByName(trx, userId, timeGroupId, name) : await subGroupQueries.findSubGroup(trx, userId, subGroupId);
        if (subGroupId !== undefined && subGroup?.time_group_id !== timeGroupId) throw refusals.subGroupNotFound();
        if (subGroup === undefined) {
          subGroup = { id: newId(), user_id: userId, time_group_id: timeGroupId, name, name_key: subGroupQueries.nameKey(name), created_at: now, updated_at: now };
          await subGroupQueries.insertSubGroup(trx, userId, subGroup);
        } else if (end === null && (await stampQueries.findActiveInSubGroup(trx, userId, subGroup.id)) !== undefined) {
          throw refusals.alreadyActive();
        }
        await stampQueries.insertStamp(trx, userId, {
          id,
          time_group_id: timeGroupId,
          sub_group_id: subGroup.id,
          start_time: new Date(start).toISOString(),
          end_time: end === null ? null : new Date(end).toISOString(),
          duration_ms: end === null ? null : end - start,
          date: localDate(start, zone),
          time_zone: zone,
          created_at: now,
          updated_at: now,
        });
        return stampView(trx, userId, id);
      }));
    },

    async updateTimeStamp({ body, caller: { userId } }) {
      const { timeStampId, ended, startTime, endTime } = body;
      if (ended === undefined && startTime === undefined && endTime === undefined) throw refusals.nothingToChange();
      if (ended === false && endTime !== undefined) throw refusals.reopenWithEndTime();
      if (body.timeZone !== undefined) zoneOf(body.timeZone);
      const newStart = startTime === undefined ? undefined : instant(startTime, 'startTime');
      const newEnd = endTime === undefined ? undefined : instant(endTime, 'endTime');
      const nowDate = settings.now();
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        const stamp = await stampQueries.findStamp(trx, userId, timeStampId);
        if (stamp === undefined) throw refusals.timeStampNotFound();
        // A stop that arrives after the stamp was stopped elsewhere (an outbox change sent late) must not move its end silently.
        if (ended === true && stamp.end_time !== null) throw refusals.alreadyEnded();
        const start = newStart ?? Date.parse(stamp.start_time);
        // Spec §4: stopping sets the end time; reopening (ended false) makes it active again.
        const end =
          ended === false
            ? null
            : newEnd !== undefined
              ? newEnd
              : ended === true && stamp.end_time === null
                ? nowDate.getTime()
                : stamp.end_time === null
                  ? null
                  : Date.parse(stamp.end_time);
        if (end !== null && end < start) throw refusals.endBeforeStart();
        if (end === null && stamp.end_time !== null && (await stampQueries.findActiveInSubGroup(trx, userId, stamp.sub_group_id, stamp.id)) !== undefined) {
          throw refusals.alreadyActive();
        }
        const zone = body.timeZone ?? stamp.time_zone;
        await stampQueries.updateStamp(trx, userId, stamp, {
          start_time: new Date(start).toISOString(),
          end_time: end === null ? null : new Date(end).toISOString(),
          duration_ms: end === null ? null : end - start,
          date: localDate(start, zone),
          time_zone: zone,
          updated_at: nowDate.toISOString(),
        });
        return stampView(trx, userId, stamp.id);
      }));
    },

    async deleteTimeStamp({ query: { timeStampId }, caller: { userId } }) {
      const deleted = await db.transaction().execute((trx) => stampQueries.deleteStamp(trx, userId, timeStampId));
      if (!deleted) throw refusals.timeStampNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
