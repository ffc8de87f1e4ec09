import { outcome, type CommandOutcome, type OutputMessage } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { formatDuration } from '../../../i18n/dateText';
import { devicesQuery, type Device } from '../queries';
import { commandMessages as m } from './messages';

/** A local time of day, HH:MM, on the machine the command line runs on. */
const clock = (iso: string) => {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
};

/** One device's line: its use today (against its limit) and what it is told now. */
function deviceLine(device: Device, index: number): OutputMessage {
  const { action, at, reason, usedTodayMs, limitMs } = device.decision;
  const used = limitMs === null ? formatDuration(usedTodayMs) : `${formatDuration(usedTodayMs)} / ${formatDuration(limitMs)}`;
  const values = { index, name: device.name, used, time: at === null ? '' : clock(at) };
  if (action === 'shutdown') return device.stillOnAt === null ? { ...m.shutdown, values } : { ...m.stillOn, values: { ...values, time: clock(device.stillOnAt) } };
  if (action === 'warn') return { ...m.warn, values };
  if (reason === 'switchedOff') return { ...m.off, values };
  if (reason === 'noRules') return { ...m.noRules, values };
  return at === null ? { ...m.allowed, values } : { ...m.allowedUntil, values };
}

async function listDevices(services: CommandServices): Promise<CommandOutcome> {
  const { queryClient, api } = await services.serverData();
  const { select, ...query } = devicesQuery(api);
  // Fetched now, without the screen's failure toast: the command says a failure in its own output.
  const body = await queryClient.fetchQuery({ ...query, staleTime: 0, meta: {} } as unknown as Parameters<typeof queryClient.fetchQuery>[0]);
  const devices = select!(body as Parameters<NonNullable<typeof select>>[0]);
  if (devices.length === 0) return outcome.ok(m.noDevices);
  return { status: 'ok', lines: devices.map((device, i) => ({ kind: 'message', message: deviceLine(device, i + 1) })) };
}

/** `dc`: the devices with their use today and what each is told now (issue 27). */
export const listDevicesCommand: CommandDefinition = {
  words: ['dc'],
  usage: 'dc',
  help: m.help,
  access: 'user',
  run: async (_request, services) => {
    try {
      return await listDevices(services);
    } catch {
      return outcome.error(m.failed);
    }
  },
};
