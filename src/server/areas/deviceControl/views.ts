import type { Schemas } from '../../../contract/types';
import type { Decision } from '../../../domain/deviceControl/decision';
import type { DeviceRow } from './repository/devices';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toDecision(decision: Decision): Schemas['DeviceDecision'] {
  return { ...decision, at: iso(decision.at), usedTodayMs: Math.round(decision.usedTodayMs) };
}

/**
 * The device's last contact when it came `stillOnAfterMs` or more after it was told to shut down:
 * it did not (or came back), which the owner should see.
 */
export function stillOnAt(row: DeviceRow, stillOnAfterMs: number): string | null {
  if (row.told_shutdown_at === null || row.last_contact_at === null) return null;
  return Date.parse(row.last_contact_at) - Date.parse(row.told_shutdown_at) >= stillOnAfterMs ? row.last_contact_at : null;
}

/** A device as the contract shows it to its owner (never its key, which is not kept). */
export function toDevice(row: DeviceRow, decision: Decision, stillOnAfterMs: number): Schemas['Device'] {
  return {
    _id: row.id,
    name: row.name,
    timeGroupId: row.time_group_id,
    timeGroupName: row.time_group_name,
    timeZone: row.time_zone,
    lastContactAt: row.last_contact_at,
    stillOnAt: stillOnAt(row, stillOnAfterMs),
    decision: toDecision(decision),
    createdAt: row.created_at,
  };
}
