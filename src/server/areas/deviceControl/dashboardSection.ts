import type { AreaDeps, DashboardSectionReader } from '../../area';
import { WEEKDAYS } from '../../../domain/deviceControl/schedule';
import { asDeviceShutdownConfig } from '../../../domain/deviceControl/storedConfig';
import { daySpan } from '../../../domain/timePeriods';
import { listDevices } from './repository/devices';
import { dailyAtMostGoal, groupUseIn } from './repository/use';
import type { DeviceControlSettings } from './settings';
import type { DeviceControlTables } from './tables';

/** The weekday (mon…sun) of a YYYY-MM-DD date: a calendar fact, no zone involved. */
const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;

/**
 * The dashboard's devices: each tied to a time group, with its use on the dashboard's date in the
 * dashboard's zone (up to now) and that weekday's limit. No such device: no section.
 */
export function deviceControlDashboardSection({ db }: AreaDeps<DeviceControlTables>, settings: DeviceControlSettings): DashboardSectionReader {
  return async ({ userId, date, timeZone, preferences }) => {
    const rows = (await listDevices(db, userId)).filter((row) => row.time_group_id !== null);
    if (rows.length === 0) return undefined;
    const config = asDeviceShutdownConfig(preferences.deviceShutdownConfig);
    const span = daySpan(date, timeZone);
    const nowMs = settings.now().getTime();
    const devices = await Promise.all(
      rows.map(async (row) => {
        const rules = config?.devices.find((entry) => entry.deviceId === row.id)?.days[weekdayOf(date)];
        const goalMs = rules?.useGoal ? await dailyAtMostGoal(db, userId, row.time_group_id!) : null;
        const limitMs = rules === undefined ? null : rules.useGoal ? goalMs : rules.limitMinutes === null ? null : rules.limitMinutes * 60_000;
        return { _id: row.id, name: row.name, usedMs: Math.round(await groupUseIn(db, userId, row.time_group_id!, span, nowMs)), limitMs };
      }),
    );
    return { area: 'deviceControl', devices };
  };
}
