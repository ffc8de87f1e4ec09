import { isTimeZone } from '../../../../domain/timePeriods';
import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { timeStamps } from '../../time/index';
import type { TimeDb } from '../../time/tables';
import { newHeartbeatKey } from '../keys';
import { refusals } from '../refusals';
import * as definitions from '../repository/definitions';
import { DEFAULT_TIMEOUT_SECONDS, type HeartbeatSettings } from '../settings';
import type { HeartbeatDb, HeartbeatTables } from '../tables';
import { toHeartbeat } from '../views';

function zoneOf(timeZone: string): string {
  if (!isTimeZone(timeZone)) throw refusals.invalidTimeZone();
  return timeZone;
}

/** /heartbeat: the signed-in owner's definitions. */
export function createDefinitionHandlers({ db }: AreaDeps<HeartbeatTables>, settings: HeartbeatSettings) {
  async function view(trx: HeartbeatDb, userId: string, id: string) {
    const row = await definitions.findHeartbeat(trx, userId, id);
    if (row === undefined) throw refusals.heartbeatNotFound();
    return toHeartbeat(row);
  }

  async function ownSubGroup(trx: HeartbeatDb, userId: string, subGroupId: string): Promise<void> {
    if ((await timeStamps.findSubGroup(trx as unknown as TimeDb, userId, subGroupId)) === undefined) throw refusals.subGroupNotFound();
  }

  return {
    async getHeartbeats({ caller: { userId } }) {
      return (await definitions.listHeartbeats(db, userId)).map(toHeartbeat);
    },

    async getHeartbeat({ params: { heartbeatId }, caller: { userId } }) {
      return view(db, userId, heartbeatId);
    },

    async createHeartbeat({ body, caller: { userId } }) {
      const timeZone = zoneOf(body.timeZone ?? 'UTC');
      const now = settings.now().toISOString();
      const id = newId();
      return db.transaction().execute(async (trx) => {
        await ownSubGroup(trx, userId, body.subGroupId);
        if ((await definitions.countHeartbeats(trx, userId)) >= settings.maxHeartbeats) throw refusals.tooManyHeartbeats(settings.maxHeartbeats);
        await definitions.insertHeartbeat(trx, userId, {
          id,
          name: body.name.trim(),
          sub_group_id: body.subGroupId,
          key: newHeartbeatKey(),
          timeout_seconds: body.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
          time_zone: timeZone,
          last_beat_at: null,
          rate_tokens: null,
          rate_at: null,
          created_at: now,
          updated_at: now,
        });
        return view(trx, userId, id);
      });
    },

    async updateHeartbeat({ body, caller: { userId } }) {
      const { heartbeatId, name, subGroupId, timeoutSeconds, timeZone, regenerateKey } = body;
      if ([name, subGroupId, timeoutSeconds, timeZone, regenerateKey].every((value) => value === undefined)) throw refusals.nothingToChange();
      const change: definitions.HeartbeatChange = { updated_at: settings.now().toISOString() };
      if (name !== undefined) change.name = name.trim();
      if (subGroupId !== undefined) change.sub_group_id = subGroupId;
      if (timeoutSeconds !== undefined) change.timeout_seconds = timeoutSeconds;
      if (timeZone !== undefined) change.time_zone = zoneOf(timeZone);
      if (regenerateKey === true) change.key = newHeartbeatKey();
      return db.transaction().execute(async (trx) => {
        if ((await definitions.findHeartbeat(trx, userId, heartbeatId)) === undefined) throw refusals.heartbeatNotFound();
        if (subGroupId !== undefined) await ownSubGroup(trx, userId, subGroupId);
        await definitions.updateHeartbeat(trx, userId, heartbeatId, change);
        return view(trx, userId, heartbeatId);
      });
    },

    async deleteHeartbeat({ query: { heartbeatId }, caller: { userId } }) {
      if (!(await definitions.deleteHeartbeat(db, userId, heartbeatId))) throw refusals.heartbeatNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
