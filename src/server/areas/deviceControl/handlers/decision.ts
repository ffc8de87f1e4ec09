import type { AreaDeps } from '../../../area';
import type { OpenHandlers } from '../../../handlers';
import { consume } from '../../../rateLimits';
import { decisionFor, rulesOf } from '../decisions';
import { keyMatches } from '../keys';
import { ownerPreferences } from '../preferences';
import { refusals } from '../refusals';
import { deviceForQuestion, updateDevice } from '../repository/devices';
import type { DeviceControlSettings } from '../settings';
import type { DeviceControlTables } from '../tables';
import { toDecision } from '../views';

export const KEY_HEADER = 'x-device-key';

/** The header's one value; a repeated header is no key at all. */
const keyOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** GET /device/{id}/decision: a device's question, with its key. */
export function createDecisionHandlers({ db }: AreaDeps<DeviceControlTables>, settings: DeviceControlSettings) {
  return {
    async getDeviceDecision({ params: { deviceId }, request }) {
      const now = settings.now();
      // The address first, so guessing keys or ids from one place is slowed before any lookup.
      for (const key of [`device:address:${request.ip}`, `device:id:${deviceId}`]) {
        const limit = await consume(db, key, settings.decisionLimit, now);
        if (!limit.allowed) throw refusals.tooManyQuestions(limit.retryAfterSeconds);
      }
      const device = await deviceForQuestion(db, deviceId);
      if (!keyMatches(keyOf(request.headers[KEY_HEADER]), device?.key_hash) || device === undefined) throw refusals.wrongKey();
      const userId = device.user_id;
      const nowMs = now.getTime();
      const decision = await decisionFor(db, userId, device, rulesOf(await ownerPreferences(db, userId)), nowMs);
      // "Told to shut down" keeps its first time while the answer stays shutdown, so a device that
      // stays on shows when it was told and that it is still on.
      const toldAt = decision.action === 'shutdown' ? (device.told_shutdown_at ?? now.toISOString()) : null;
      await updateDevice(db, userId, device.id, { last_contact_at: now.toISOString(), told_shutdown_at: toldAt });
      return toDecision(decision);
    },
  } satisfies Partial<OpenHandlers>;
}
