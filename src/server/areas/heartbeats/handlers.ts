import type { Schemas } from '../../../contract/types';
import { isTimeZone } from '../../../domain/timePeriods';
import type { AreaDeps } from '../../area';
import type { OpenHandlers, SecuredHandlers } from '../../handlers';
import { newId } from '../../ids';
import * as timeRepo from '../time/repository';
import type { TimeDb } from '../time/tables';
import { acceptBeat } from './beats';
import { newHeartbeatKey } from './keys';
import { refusals } from './refusals';
import * as repo from './repository';
import { DEFAULT_TIMEOUT_SECONDS, type HeartbeatSettings } from './settings';
import type { HeartbeatDb, HeartbeatTables } from './tables';

export const KEY_HEADER = 'x-heartbeat-key';

function toHeartbeat(row: repo.HeartbeatRow): Schemas['Heartbeat'] {
  return {
    _id: row.id,
    name: row.name,
    subGroupId: row.sub_group_id,
    subGroupName: row.sub_group_name,
    timeGroupId: row.time_group_id,
    timeGroupName: row.time_group_name,
    key: row.key,
    timeoutSeconds: Number(row.timeout_seconds),
    timeZone: row.time_zone,
    lastBeatAt: row.last_beat_at,
    createdAt: row.created_at,
  };
}

function zoneOf(timeZone: string): string {
  if (!isTimeZone(timeZone)) throw refusals.invalidTimeZone();
  return timeZone;
}

/** The header's one value; a repeated header is no key at all. */
function keyOf(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** /heartbeat (the signed-in owner's definitions) and POST /heartbeat/{id} (a heartbeat, with its key). */
export function createHeartbeatHandlers({ db, dialect }: AreaDeps<HeartbeatTables>, settings: HeartbeatSettings) {
  async function view(trx: HeartbeatDb, userId: string, id: string) {
    const row = await repo.findHeartbeat(trx, userId, id);
    if (row === undefined) throw refusals.heartbeatNotFound();
    return toHeartbeat(row);
  }

  async function ownSubGroup(trx: HeartbeatDb, userId: string, subGroupId: string): Promise<void> {
    if ((await timeRepo.findSubGroup(trx as unknown as TimeDb, userId, subGroupId)) === undefined) throw refusals.subGroupNotFound();
  }

  return {
    secured: {
      async getHeartbeats({ caller: { userId } }) {
        return (await repo.listHeartbeats(db, userId)).map(toHeartbeat);
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
          await repo.insertHeartbeat(trx, userId, {
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
        const change: repo.HeartbeatChange = { updated_at: settings.now().toISOString() };
        if (name !== undefined) change.name = name.trim();
        if (subGroupId !== undefined) change.sub_group_id = subGroupId;
        if (timeoutSeconds !== undefined) change.timeout_seconds = timeoutSeconds;
        if (timeZone !== undefined) change.time_zone = zoneOf(timeZone);
        if (regenerateKey === true) change.key = newHeartbeatKey();
        return db.transaction().execute(async (trx) => {
          if ((await repo.findHeartbeat(trx, userId, heartbeatId)) === undefined) throw refusals.heartbeatNotFound();
          if (subGroupId !== undefined) await ownSubGroup(trx, userId, subGroupId);
          await repo.updateHeartbeat(trx, userId, heartbeatId, change);
          return view(trx, userId, heartbeatId);
        });
      },

      async deleteHeartbeat({ query: { heartbeatId }, caller: { userId } }) {
        if (!(await repo.deleteHeartbeat(db, userId, heartbeatId))) throw refusals.heartbeatNotFound();
        return null;
      },
    } satisfies Partial<SecuredHandlers>,
    open: {
      async sendHeartbeat({ params: { heartbeatId }, request }) {
        return acceptBeat(db, dialect, settings, heartbeatId, keyOf(request.headers[KEY_HEADER]));
      },
    } satisfies Partial<OpenHandlers>,
  };
}
