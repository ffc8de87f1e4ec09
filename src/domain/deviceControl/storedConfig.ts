import type { DeviceShutdownConfig } from './schedule';

/**
 * A stored deviceShutdownConfig, or undefined when it is not one: before issue 27 the preference
 * was free JSON, so an old value may have any shape. It is read as absent (no rules) rather than
 * sent to a client, or the decision, that expects the contract's shape.
 */
export function asDeviceShutdownConfig(value: unknown): DeviceShutdownConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { warnLeadMinutes, devices } = value as Partial<Record<keyof DeviceShutdownConfig, unknown>>;
  if (typeof warnLeadMinutes !== 'number' || !Array.isArray(devices)) return undefined;
  const wellFormed = devices.every((schedule: unknown) => typeof schedule === 'object' && schedule !== null && typeof (schedule as { deviceId?: unknown }).deviceId === 'string' && typeof (schedule as { days?: unknown }).days === 'object');
  return wellFormed ? (value as DeviceShutdownConfig) : undefined;
}
