import { isTimeZone } from '../../../../domain/timePeriods';
import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { decisionFor, rulesOf, type Rules } from '../decisions';
import { keyHashOf, newDeviceKey } from '../keys';
import { ownerPreferences } from '../preferences';
import { refusals } from '../refusals';
import * as devices from '../repository/devices';
import type { DeviceControlSettings } from '../settings';
import type { DeviceControlDb, DeviceControlTables } from '../tables';
import { toDevice } from '../views';

function zoneOf(timeZone: string): string {
  if (!isTimeZone(timeZone)) throw refusals.invalidTimeZone();
  return timeZone;
}

/** /device and /device/{id}/key: the signed-in owner's devices. */
export function createDeviceHandlers({ db }: AreaDeps<DeviceControlTables>, settings: DeviceControlSettings) {
  async function view(trx: DeviceControlDb, userId: string, id: string, rules?: Rules) {
    const row = await devices.findDevice(trx, userId, id);
    if (row === undefined) throw refusals.deviceNotFound();
    const nowMs = settings.now().getTime();
    return toDevice(row, await decisionFor(trx, userId, row, rules ?? rulesOf(await ownerPreferences(trx, userId)), nowMs), settings.stillOnAfterMs);
  }

  async function ownTimeGroup(trx: DeviceControlDb, userId: string, timeGroupId: string | null | undefined): Promise<void> {
    if (timeGroupId != null && !(await devices.ownsTimeGroup(trx, userId, timeGroupId))) throw refusals.timeGroupNotFound();
  }

  /** A new key for the device: its hash is stored, the key is answered this once. */
  async function withNewKey(trx: DeviceControlDb, userId: string, id: string, now: string) {
    const key = newDeviceKey();
    if (!(await devices.updateDevice(trx, userId, id, { key_hash: keyHashOf(key), updated_at: now }))) throw refusals.deviceNotFound();
    return { device: await view(trx, userId, id), key };
  }

  return {
    async getDevices({ caller: { userId } }) {
      const [rows, preferences] = await Promise.all([devices.listDevices(db, userId), ownerPreferences(db, userId)]);
      const rules = rulesOf(preferences);
      const nowMs = settings.now().getTime();
      return Promise.all(rows.map(async (row) => toDevice(row, await decisionFor(db, userId, row, rules, nowMs), settings.stillOnAfterMs)));
    },

    async createDevice({ body, caller: { userId } }) {
      const timeZone = zoneOf(body.timeZone ?? 'UTC');
      const now = settings.now().toISOString();
      const id = newId();
      return db.transaction().execute(async (trx) => {
        await ownTimeGroup(trx, userId, body.timeGroupId);
        if ((await devices.countDevices(trx, userId)) >= settings.maxDevices) throw refusals.tooManyDevices(settings.maxDevices);
        await devices.insertDevice(trx, userId, {
          id,
          name: body.name.trim(),
          time_group_id: body.timeGroupId ?? null,
          time_zone: timeZone,
          key_hash: keyHashOf(newDeviceKey()),
          last_contact_at: null,
          told_shutdown_at: null,
          created_at: now,
          updated_at: now,
        });
        return withNewKey(trx, userId, id, now);
      });
    },

    async updateDevice({ body, caller: { userId } }) {
      const { deviceId, name, timeGroupId, timeZone } = body;
      if ([name, timeGroupId, timeZone].every((value) => value === undefined)) throw refusals.nothingToChange();
      const change: devices.DeviceChange = { updated_at: settings.now().toISOString() };
      if (name !== undefined) change.name = name.trim();
      if (timeGroupId !== undefined) change.time_group_id = timeGroupId;
      if (timeZone !== undefined) change.time_zone = zoneOf(timeZone);
      return db.transaction().execute(async (trx) => {
        if ((await devices.findDevice(trx, userId, deviceId)) === undefined) throw refusals.deviceNotFound();
        await ownTimeGroup(trx, userId, timeGroupId);
        await devices.updateDevice(trx, userId, deviceId, change);
        return view(trx, userId, deviceId);
      });
    },

    async deleteDevice({ query: { deviceId }, caller: { userId } }) {
      if (!(await devices.deleteDevice(db, userId, deviceId))) throw refusals.deviceNotFound();
      return null;
    },

    async renewDeviceKey({ params: { deviceId }, caller: { userId } }) {
      return db.transaction().execute((trx) => withNewKey(trx, userId, deviceId, settings.now().toISOString()));
    },
  } satisfies Partial<SecuredHandlers>;
}
