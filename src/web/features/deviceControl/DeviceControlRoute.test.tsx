// Proves /settings/device-control on the real query cache and accounts runtime with only the
// server faked: the switch and the rules saved into the preferences with spec §8's toasts, a
// device added with its key shown once (and gone when dismissed), a device still on after it was
// told to shut down, rules that cannot be saved explained and not sent, and the agents with copy buttons.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createToastActor } from '../../shell/toastActor';
import { createFakeServer, refused, type FakeServer } from '../../testing/fakeServer';
import { recordToasts, renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { DeviceControlRoute } from './DeviceControlRoute';
import { fakeDevice, installFakeDeviceControlServer } from './fakeServer.testing';

const laptop = fakeDevice('dev000000001', 'Kid laptop', {
  timeGroupId: 'grp000000001',
  timeGroupName: 'Laptop',
  lastContactAt: '2026-12-01T22:10:00.000Z',
  stillOnAt: '2026-12-01T22:10:00.000Z',
  decision: { action: 'shutdown', at: '2026-12-01T22:10:00.000Z', reason: 'outsideHours', usedTodayMs: 95 * 60_000, limitMs: 150 * 60_000 },
});

let server: FakeServer;
let toasts: string[];
let toastActor: ReturnType<typeof createToastActor>;

beforeEach(() => {
  server = createFakeServer({ user: testUser() });
  installFakeDeviceControlServer(server, { devices: [laptop], timeGroups: [{ _id: 'grp000000001', name: 'Laptop' }] });
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

const render = () => renderWithShell(<DeviceControlRoute />, { path: '/settings/device-control', user: testUser(), server, toastActor });
const preferenceBodies = async () => (await server.calls(`PUT /auth/user/${server.account!._id}`)).map((call) => (call.body as { preferences: unknown }).preferences);

describe('device control', () => {
  it("shows each device's use, what it is told and that it is still on after a shutdown", async () => {
    await render();
    const row = await screen.findByRole('listitem', { name: 'Kid laptop' });
    expect(within(row).getByText('Time group: Laptop')).toBeInTheDocument();
    expect(within(row).getByText('Used today: 1 h 35 min of 2 h 30 min')).toBeInTheDocument();
    expect(within(row).getByText('Told to shut down')).toBeInTheDocument();
    expect(within(row).getByText(/^Still on at \d\d:10/)).toBeInTheDocument();
  });

  it('saves the switch with the spec’s toast', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('switch', { name: 'Use device shutdown' }));
    await waitFor(() => expect(toasts).toEqual(['Saved device shutdown config']));
    expect(await preferenceBodies()).toEqual([{ useDeviceShutdown: true }]);
    expect(screen.getByRole('switch', { name: 'Use device shutdown' })).toBeChecked();
  });

  it('adds a device and shows its key once, with the line that starts its agent', async () => {
    const { user } = await render();
    await user.type(await screen.findByLabelText('Name'), 'Desk PC');
    await user.selectOptions(screen.getByLabelText('Time group that measures its use'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() => expect(toasts).toEqual(['Added device']));
    expect((await server.calls('POST /device')).map((call) => call.body)).toEqual([{ name: 'Desk PC', timeGroupId: 'grp000000001', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    const panel = await screen.findByRole('region', { name: 'The key of Desk PC' });
    expect(within(panel).getAllByText(/AbCdEfGhIjKlMnOpQrStUvWxYz012345/).length).toBeGreaterThan(1);
    expect(within(panel).getAllByText(/DEVICE_ID='dev000000002'/)).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(/AbCdEfGhIjKlMnOpQrStUvWxYz012345/)).not.toBeInTheDocument();
  });

  it('adds a device with a new time group named after it when asked', async () => {
    const { user } = await render();
    await user.type(await screen.findByLabelText('Name'), 'Tablet');
    await user.selectOptions(screen.getByLabelText('Time group that measures its use'), 'A new time group named after the device');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await screen.findByRole('region', { name: 'The key of Tablet' });
    expect((await server.calls('POST /time-group')).map((call) => call.body)).toEqual([{ name: 'Tablet' }]);
    expect((await server.calls('POST /device')).map((call) => (call.body as { timeGroupId: string }).timeGroupId)).toEqual(['grp000000002']);
  });

  it("saves hours and limits for every day from Monday's, with the spec's toast", async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Add allowed hours on Monday' }));
    await user.type(screen.getByLabelText('Monday: from'), '07:00');
    await user.type(screen.getByLabelText('Monday: until'), '22:30');
    await user.selectOptions(screen.getByLabelText('Monday: limit'), 'A limit of my own');
    await user.type(screen.getByLabelText('Monday: minutes a day'), '150');
    await user.click(screen.getByRole('button', { name: "Use Monday's rules every day for Kid laptop" }));
    const lead = screen.getByLabelText('Warn this many minutes before');
    await user.clear(lead);
    await user.type(lead, '5');
    await user.click(screen.getByRole('button', { name: 'Save hours and limits' }));
    await waitFor(() => expect(toasts).toEqual(['Saved device shutdown config']));
    const day = { windows: [{ from: '07:00', to: '22:30' }], limitMinutes: 150, useGoal: false };
    expect(await preferenceBodies()).toEqual([
      { deviceShutdownConfig: { warnLeadMinutes: 5, devices: [{ deviceId: laptop._id, days: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day } }] } },
    ]);
  });

  it('explains overlapping hours and saves nothing; a failed save says why, or that it could not save', async () => {
    const { user } = await render();
    for (const [from, until] of [['08:00', '12:00'], ['11:00', '13:00']]) {
      await user.click(await screen.findByRole('button', { name: 'Add allowed hours on Tuesday' }));
      const froms = screen.getAllByLabelText('Tuesday: from');
      await user.type(froms.at(-1)!, from!);
      await user.type(screen.getAllByLabelText('Tuesday: until').at(-1)!, until!);
    }
    await user.click(screen.getByRole('button', { name: 'Save hours and limits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kid laptop: 08:00–12:00 on Tuesday and 11:00–13:00 on Tuesday overlap. Join them into one.');
    expect(await preferenceBodies()).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: /^Remove 11:00–13:00 on Tuesday/ })[0]!);
    // A refusal the client missed is worded by its code; any other failure by spec §8's toast.
    server.routes[`PUT /auth/user/${server.account!._id}`] = () => refused(400, 'DEVICE_WINDOWS_OVERLAP');
    await user.click(screen.getByRole('button', { name: 'Save hours and limits' }));
    await waitFor(() => expect(toasts).toEqual(['Two allowed times overlap: join them into one']));
    server.routes[`PUT /auth/user/${server.account!._id}`] = () => refused(500, 'INTERNAL_ERROR');
    await user.click(screen.getByRole('button', { name: 'Save hours and limits' }));
    await waitFor(() => expect(toasts).toEqual(['Two allowed times overlap: join them into one', 'Could not save device shutdown config']));
  });

  it('shows both agents with copy buttons', async () => {
    await render();
    expect(await screen.findByRole('button', { name: 'Copy: Linux and macOS: lifelog-device.sh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy: Windows: lifelog-device.ps1' })).toBeInTheDocument();
    expect(screen.getByText(/shutdown -h now/, { selector: 'code' })).toBeInTheDocument();
  });
});
