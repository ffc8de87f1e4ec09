import { configProblems, WEEKDAYS, type DeviceShutdownConfig, type Weekday } from '../../../domain/deviceControl/schedule';

/** A window as typed: a time input may be empty while the user edits. */
export interface DraftWindow {
  from: string;
  to: string;
}
export type LimitKind = 'none' | 'minutes' | 'goal';
export interface DraftDay {
  windows: DraftWindow[];
  limit: LimitKind;
  /** As typed (a number field's text). */
  minutes: string;
}
export type DraftDevice = Record<Weekday, DraftDay>;
export interface Draft {
  warnLeadMinutes: string;
  devices: Record<string, DraftDevice>;
}

export const MAX_WINDOWS = 4;

const emptyDay = (): DraftDay => ({ windows: [], limit: 'none', minutes: '' });
export const emptyDevice = (): DraftDevice => Object.fromEntries(WEEKDAYS.map((day) => [day, emptyDay()])) as DraftDevice;

/** The saved config as the editor holds it, with a row for each device (none saved: no rules). */
export function draftOf(config: DeviceShutdownConfig | undefined, deviceIds: readonly string[]): Draft {
  const devices: Record<string, DraftDevice> = {};
  for (const id of deviceIds) {
    const saved = config?.devices.find((schedule) => schedule.deviceId === id);
    const device = emptyDevice();
    for (const day of WEEKDAYS) {
      const rules = saved?.days[day];
      if (rules === undefined) continue;
      device[day] = {
        windows: rules.windows.map((window) => ({ from: window.from, to: window.to === '24:00' ? '00:00' : window.to })),
        limit: rules.useGoal ? 'goal' : rules.limitMinutes === null ? 'none' : 'minutes',
        minutes: rules.limitMinutes === null ? '' : String(rules.limitMinutes),
      };
    }
    devices[id] = device;
  }
  return { warnLeadMinutes: String(config?.warnLeadMinutes ?? 10), devices };
}

/** What the editor cannot turn into a config, with where. */
export type DraftProblem =
  | { kind: 'incomplete'; deviceId: string; day: Weekday }
  | { kind: 'limit'; deviceId: string; day: Weekday }
  | { kind: 'warnLead' };

const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/**
 * The draft as the contract's config, or what stops it: an empty time, a limit out of range, a
 * lead time out of range. A day with no hours and no limit is left out (no rules that day), and a
 * device with no rules at all too. A window ending at 00:00 ends at midnight (24:00).
 */
export function configOf(draft: Draft): { config: DeviceShutdownConfig; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  if (!wholeIn(draft.warnLeadMinutes, 0, 120)) problems.push({ kind: 'warnLead' });
  const devices: DeviceShutdownConfig['devices'] = [];
  for (const [deviceId, device] of Object.entries(draft.devices)) {
    const days: DeviceShutdownConfig['devices'][number]['days'] = {};
    for (const day of WEEKDAYS) {
      const rules = device[day];
      if (rules.windows.some((window) => window.from === '' || window.to === '')) problems.push({ kind: 'incomplete', deviceId, day });
      if (rules.limit === 'minutes' && !wholeIn(rules.minutes, 0, 1440)) problems.push({ kind: 'limit', deviceId, day });
      if (rules.windows.length === 0 && rules.limit === 'none') continue;
      days[day] = {
        windows: rules.windows.map((window) => ({ from: window.from, to: window.to === '00:00' && window.from !== '00:00' ? '24:00' : window.to })),
        limitMinutes: rules.limit === 'minutes' ? Number(rules.minutes) : null,
        useGoal: rules.limit === 'goal',
      };
    }
    if (Object.keys(days).length > 0) devices.push({ deviceId, days });
  }
  return { config: { warnLeadMinutes: Number(draft.warnLeadMinutes), devices }, problems };
}

/** Every problem of the draft: the editor's own, then the schedule checks the server makes too. */
export function draftProblems(draft: Draft) {
  const { config, problems } = configOf(draft);
  return { config, problems, scheduleProblems: problems.length === 0 ? configProblems(config) : [] };
}
