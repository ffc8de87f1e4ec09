import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { DeviceControlTables } from './tables';

/**
 * Device control's part of the export: the devices with their key hashes (never a key, which is
 * not kept), so a restored device's agent keeps working with the key it has.
 */
export const deviceControlAccountData = ({ db }: AreaDeps<DeviceControlTables>) =>
  tablePart(db, [{ table: 'device', key: 'id', refs: ['time_group_id'], fill: () => ({ last_contact_at: null, told_shutdown_at: null }) }]);
