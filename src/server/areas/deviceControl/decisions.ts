import type { Preferences } from '../../../contract/types';
import { decide, type Decision } from '../../../domain/deviceControl/decision';
import { asDeviceShutdownConfig } from '../../../domain/deviceControl/storedConfig';
import { daySpan, localDate } from '../../../domain/timePeriods';
import type { DeviceRow } from './repository/devices';
import { dailyAtMostGoal, groupUseIn } from './repository/use';
import type { DeviceControlDb } from './tables';

/** The rules of device control from the owner's preferences: the switch and the strict config. */
export function rulesOf(preferences: Preferences) {
  return { enabled: preferences.useDeviceShutdown === true, config: asDeviceShutdownConfig(preferences.deviceShutdownConfig) };
}

export type Rules = ReturnType<typeof rulesOf>;

/** A device's decision now: its schedule, today's use of its time group in its zone, and the group's goal. */
export async function decisionFor(db: DeviceControlDb, userId: string, device: DeviceRow, rules: Rules, nowMs: number): Promise<Decision> {
  const schedule = rules.config?.devices.find((entry) => entry.deviceId === device.id);
  const today = daySpan(localDate(nowMs, device.time_zone), device.time_zone);
  const [usedTodayMs, goalMs] =
    device.time_group_id === null
      ? [0, null]
      : await Promise.all([groupUseIn(db, userId, device.time_group_id, today, nowMs), dailyAtMostGoal(db, userId, device.time_group_id)]);
  return decide({
    nowMs,
    zone: device.time_zone,
    enabled: rules.enabled,
    schedule,
    warnLeadMs: (rules.config?.warnLeadMinutes ?? 0) * 60_000,
    usedTodayMs,
    goalMs,
  });
}
