import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import { newHeartbeatKey } from './keys';
import type { HeartbeatTables } from './tables';

/**
 * Heartbeats' part of the export: the definitions WITHOUT their keys (a file must not let anyone
 * beat for the account); a restored definition gets a new key, shown on its screen as usual.
 */
export const heartbeatsAccountData = ({ db }: AreaDeps<HeartbeatTables>) =>
  tablePart(db, [
    { table: 'heartbeat', key: 'id', refs: ['sub_group_id'], fill: () => ({ key: newHeartbeatKey(), rate_tokens: null, rate_at: null }) },
    { table: 'heartbeat_stamp', refs: ['time_stamp_id'], orderBy: ['time_stamp_id'] },
  ]);
