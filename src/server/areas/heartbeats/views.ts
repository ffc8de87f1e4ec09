import type { Schemas } from '../../../contract/types';
import type { HeartbeatRow } from './repository/definitions';

/** A definition as the contract shows it to its owner. */
export function toHeartbeat(row: HeartbeatRow): Schemas['Heartbeat'] {
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
