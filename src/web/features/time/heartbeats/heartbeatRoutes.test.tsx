// Proves the heartbeat screens on the real query cache and accounts runtime with only the server
// faked: creating a heartbeat URL for a sub group (and the form's refusals), the list, the edit
// page with its key, a new key and a delete that asks first, the integrations page's ready
// commands with copy buttons, empty states that say how to start, and failed loads with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../../contract/types';
import { createToastActor } from '../../../shell/toastActor';
import { createFakeServer, ok, refused, type FakeServer } from '../../../testing/fakeServer';
import { installFakeTimeServer } from '../fakeServer.testing';
import { recordToasts, renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { DefineUrlsRoute, HeartbeatEdit, HeartbeatListRoute, IntegrationsRoute } from './HeartbeatRoutes';

type Heartbeat = Schemas['Heartbeat'];

const editor: Heartbeat = {
  _id: 'hb0000000001',
  name: 'Editor',
  subGroupId: 'sub000000001',
  subGroupName: 'Coding',
  timeGroupId: 'grp000000001',
  timeGroupName: 'Work',
  key: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  timeoutSeconds: 900,
  timeZone: 'Europe/Stockholm',
  lastBeatAt: null,
  createdAt: '2026-11-23T12:00:00.000Z',
};

let server: FakeServer;
let heartbeats: Heartbeat[];
let toasts: string[];
let toastActor: ReturnType<typeof createToastActor>;

beforeEach(() => {
  server = createFakeServer({ user: testUser() });
  installFakeTimeServer(server, {
    groups: [
      { _id: 'grp000000001', name: 'Work' },
      { _id: 'grp000000002', name: 'Home' },
    ],
    subGroups: [
      { _id: 'sub000000001', name: 'Coding', timeGroupId: 'grp000000001' },
      { _id: 'sub000000002', name: 'Reading', timeGroupId: 'grp000000002' },
    ],
  });
  heartbeats = [editor];
  server.routes['GET /heartbeat'] = () => ok(heartbeats);
  server.routes[`GET /heartbeat/${editor._id}`] = () => (heartbeats.includes(editor) ? ok(editor) : refused(404, 'HEARTBEAT_NOT_FOUND'));
  server.routes['POST /heartbeat'] = (_request, body) => {
    const created = { ...editor, ...(body as object), _id: 'hb0000000002', key: 'NewKeyNewKeyNewKeyNewKeyNewKey01' } as Heartbeat;
    heartbeats = [...heartbeats, created];
    return ok(created);
  };
  server.routes['PUT /heartbeat'] = (_request, body) => ok({ ...editor, ...(body as object), key: 'RenewedRenewedRenewedRenewed0123' });
  server.routes['DELETE /heartbeat'] = () => {
    heartbeats = [];
    return ok(null);
  };
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

const render = (ui: React.ReactElement, path: string) => renderWithShell(ui, { path, user: testUser(), server, toastActor });
const bodies = async (route: string) => (await server.calls(route)).map((call) => call.body);

describe('a new heartbeat URL', () => {
  it('creates one for the chosen sub group with the timeout in seconds and the browser’s zone, then opens it', async () => {
    const { user, router } = await render(<DefineUrlsRoute />, '/time-tracker/admin/define-urls');
    await user.type(await screen.findByLabelText('Name'), 'Shell loop');
    await user.selectOptions(screen.getByLabelText('Sub group'), 'Reading');
    const timeout = screen.getByLabelText('Timeout in minutes');
    await user.clear(timeout);
    await user.type(timeout, '0,5{Enter}');
    await waitFor(() => expect(toasts).toEqual(['Created heartbeat URL']));
    expect(await bodies('POST /heartbeat')).toEqual([
      { name: 'Shell loop', subGroupId: 'sub000000002', timeoutSeconds: 30, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/time-tracker/admin/define-urls/hb0000000002'));
  });

  it('groups the sub groups under their time groups, and says what is missing instead of sending', async () => {
    const { user } = await render(<DefineUrlsRoute />, '/time-tracker/admin/define-urls');
    const select = await screen.findByLabelText('Sub group');
    expect(within(select).getByRole('group', { name: 'Work' })).toHaveTextContent('Coding');
    expect(within(select).getByRole('group', { name: 'Home' })).toHaveTextContent('Reading');
    const timeout = screen.getByLabelText('Timeout in minutes');
    expect(timeout).toHaveValue('15');
    await user.clear(timeout);
    await user.type(timeout, '0.1');
    await user.click(screen.getByRole('button', { name: 'Create heartbeat URL' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(expect.stringContaining('Give it a name'));
    expect(screen.getByText('Choose the sub group to stamp in')).toBeInTheDocument();
    expect(timeout).toHaveAccessibleDescription(expect.stringContaining('Enter a number of minutes from 0.2 to 1440'));
    expect(await bodies('POST /heartbeat')).toEqual([]);
  });

  it('says to add a sub group first when there is none', async () => {
    server.routes['GET /sub-group'] = () => ok([]);
    await render(<DefineUrlsRoute />, '/time-tracker/admin/define-urls');
    expect(await screen.findByText(/there is none yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage time groups' })).toHaveAttribute('href', '/time-tracker/admin');
    expect(screen.queryByRole('button', { name: 'Create heartbeat URL' })).not.toBeInTheDocument();
  });

  it('offers a retry when the sub groups cannot be read', async () => {
    let fail = true;
    const real = server.routes['GET /sub-group']!;
    server.routes['GET /sub-group'] = (request, body) => (fail ? refused(500, 'INTERNAL') : real(request, body));
    const { user } = await render(<DefineUrlsRoute />, '/time-tracker/admin/define-urls');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByLabelText('Sub group')).toBeInTheDocument();
  });
});

describe('the list', () => {
  it('links each heartbeat URL to its page and says where it stamps', async () => {
    await render(<HeartbeatListRoute />, '/time-tracker/admin/define-urls/list');
    const list = await screen.findByRole('list', { name: 'Heartbeat URLs' });
    expect(within(list).getByRole('link', { name: 'Edit Editor' })).toHaveAttribute('href', '/time-tracker/admin/define-urls/hb0000000001');
    expect(list).toHaveTextContent('Stamps in Work / Coding');
    expect(list).toHaveTextContent('ends after 15 min without a heartbeat');
    expect(list).toHaveTextContent('No heartbeat yet');
  });

  it('says how to start when there is none', async () => {
    heartbeats = [];
    await render(<HeartbeatListRoute />, '/time-tracker/admin/define-urls/list');
    expect(await screen.findByText(/No heartbeat URLs yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New heartbeat URL' })).toHaveAttribute('href', '/time-tracker/admin/define-urls');
  });
});

describe('one heartbeat URL', () => {
  it('shows its key, and makes a new one', async () => {
    const { user } = await render(<HeartbeatEdit heartbeatId={editor._id} />, `/time-tracker/admin/define-urls/${editor._id}`);
    expect(await screen.findByText(editor.key)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Editor');
    expect(screen.getByLabelText('Sub group')).toHaveValue('sub000000001');
    await user.click(screen.getByRole('button', { name: 'Make a new key' }));
    await waitFor(() => expect(toasts).toEqual(['New key made: update what sends the heartbeats']));
    expect(await bodies('PUT /heartbeat')).toEqual([{ heartbeatId: editor._id, regenerateKey: true }]);
  });

  it('saves a changed name and timeout', async () => {
    const { user } = await render(<HeartbeatEdit heartbeatId={editor._id} />, `/time-tracker/admin/define-urls/${editor._id}`);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Laptop editor');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts).toEqual(['Saved heartbeat URL']));
    expect(await bodies('PUT /heartbeat')).toEqual([{ heartbeatId: editor._id, name: 'Laptop editor', subGroupId: 'sub000000001', timeoutSeconds: 900 }]);
  });

  it('asks before deleting; cancel keeps it, yes deletes it and goes back to the list', async () => {
    const { user, router } = await render(<HeartbeatEdit heartbeatId={editor._id} />, `/time-tracker/admin/define-urls/${editor._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: /Delete the heartbeat URL Editor\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await bodies('DELETE /heartbeat')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Yes, delete it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toasts).toEqual(['Deleted heartbeat URL']));
    expect((await server.calls('DELETE /heartbeat')).map((call) => new URL(call.request.url).searchParams.get('heartbeatId'))).toEqual([editor._id]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/time-tracker/admin/define-urls/list'));
  });

  it('says so when it does not exist, with a way back to the list', async () => {
    heartbeats = [];
    await render(<HeartbeatEdit heartbeatId={editor._id} />, `/time-tracker/admin/define-urls/${editor._id}`);
    expect(await screen.findByRole('heading', { name: 'This heartbeat URL does not exist, or was deleted.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your heartbeat URLs' })).toHaveAttribute('href', '/time-tracker/admin/define-urls/list');
  });
});

describe('integrations', () => {
  it('shows the URL and ready commands with the key, each with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    const { user } = await render(<IntegrationsRoute />, '/time-tracker/integrations');
    // After user-event's setup, which puts a clipboard of its own on navigator.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await screen.findByRole('region', { name: 'Editor' });
    const url = `${window.location.origin}/api/heartbeat/hb0000000001`;
    const curl = `curl -fsS -X POST -H 'X-Heartbeat-Key: ${editor.key}' '${url}'`;
    expect(within(card).getByText(url)).toBeInTheDocument();
    expect(within(card).getByText(curl)).toBeInTheDocument();
    expect(within(card).getByText(`while true; do ${curl}; sleep 60; done`)).toBeInTheDocument();
    expect(within(card).getByText(`* * * * * ${curl} >/dev/null 2>&1`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Copy One heartbeat with curl' }));
    expect(writeText).toHaveBeenCalledWith(curl);
    expect(within(card).getAllByRole('button', { name: /^Copy / })[1]).toHaveTextContent('Copied');
  });

  it('says to copy by hand when the browser refuses the clipboard', async () => {
    const { user } = await render(<IntegrationsRoute />, '/time-tracker/integrations');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByText('Could not copy: select the text and copy it by hand')).toBeInTheDocument();
  });

  it('says how to start when there is no heartbeat URL', async () => {
    heartbeats = [];
    await render(<IntegrationsRoute />, '/time-tracker/integrations');
    expect(await screen.findByText(/its ready commands appear here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New heartbeat URL' })).toHaveAttribute('href', '/time-tracker/admin/define-urls');
  });

  it('shows a failed load with a retry and a way out', async () => {
    server.routes['GET /heartbeat'] = () => refused(500, 'INTERNAL');
    const { user } = await render(<IntegrationsRoute />, '/time-tracker/integrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get the heartbeat URLs');
    expect(screen.getByRole('link', { name: 'Back to the time tracker' })).toHaveAttribute('href', '/time-tracker');
    server.routes['GET /heartbeat'] = () => ok(heartbeats);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Editor' })).toBeInTheDocument();
  });
});
