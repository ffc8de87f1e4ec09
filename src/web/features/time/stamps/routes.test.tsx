// Proves /time-stamp/:stampId and /sub-group/:subGroupId on the real app (loaders, query cache,
// timeStampMachine) against a fake server: a stamp's end edited in local time is sent as UTC with
// 'Updated time-stamp'; "Ended" off reopens it (and the running stamps are fetched again), on
// stops it; delete asks first, then says 'Deleted time-stamp' and goes back to the sub group, or
// 'Could not delete time stamps'; a sub group stamps in and out and pages its stamps.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { en } from '../../../testing/catalogue';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { installFakeTimeServer, type FakeTimeStore } from '../fakeServer.testing';
import { recordToasts } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { formatLocalDateTime } from '../../../i18n/dateText';
import { toLocalDateAndTime } from '../clock/timeFormat';

let server: FakeServer;
let store: FakeTimeStore;
const start = '2026-11-23T08:00:00.000Z';
const end = '2026-11-23T09:00:00.000Z';

beforeEach(() => {
  seedSession('access');
  server = createFakeServer({ user: testUser() });
  store = installFakeTimeServer(server, {
    groups: [{ _id: 'timegrp00001', name: 'Work' }],
    subGroups: [{ _id: 'subgrp000001', name: 'Writing', timeGroupId: 'timegrp00001' }],
    stamps: [{ _id: 'stamp0000001', subGroupId: 'subgrp000001', startTime: start, endTime: end }],
  });
});

async function open(path: string) {
  const app = await loadApp(path, server);
  const toasts = recordToasts(app.toastActor);
  renderApp(app);
  return { app, toasts, user: userEvent.setup() };
}

describe('/time-stamp/:stampId', () => {
  it('says "not found" at once, without retrying, when the server refuses the id (404 or a malformed 400)', async () => {
    server.routes['GET /time-stamp'] = () => refused(400, 'VALIDATION_FAILED', 'timeStampId must match the pattern');
    await open('/time-stamp/doesnotexist1');
    expect(await screen.findByRole('heading', { level: 1, name: en('notFound.screen.heading') })).toBeVisible();
    expect(screen.queryByText(en('shell.routeError.body'))).toBeNull();
    expect(screen.getByRole('link', { name: en('notFound.screen.homeLink') })).toHaveAttribute('href', '/');
    expect(await server.calls('GET /time-stamp')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${en('notFound.screen.heading')} · Lifelog`));
  });

  it('says "not found" for a stamp that no longer exists', async () => {
    await open('/time-stamp/stamp0000009');
    expect(await screen.findByRole('heading', { level: 1, name: en('notFound.screen.heading') })).toBeVisible();
  });

  it('offers a date and a time a phone can pick (to the second), sends an edited end as UTC and says Updated time-stamp', async () => {
    const { user, toasts } = await open('/time-stamp/stamp0000001');
    const endFields = within(await screen.findByRole('group', { name: en('time.stamp.endLabel') }));
    const startFields = within(screen.getByRole('group', { name: en('time.stamp.startLabel') }));
    const endTime = endFields.getByLabelText(en('time.stamp.timeLabel'));
    expect(endFields.getByLabelText(en('time.stamp.dateLabel'))).toHaveAttribute('type', 'date');
    expect(endTime).toHaveAttribute('type', 'time');
    expect(endTime).toHaveAttribute('step', '1');
    expect(endFields.getByLabelText(en('time.stamp.dateLabel'))).toHaveValue(toLocalDateAndTime(end).date);
    expect(endTime).toHaveValue(toLocalDateAndTime(end).time);
    expect(startFields.getByLabelText(en('time.stamp.timeLabel'))).toHaveValue(toLocalDateAndTime(start).time);
    const later = '2026-11-23T09:30:00.000Z';
    fireEvent.change(endFields.getByLabelText(en('time.stamp.dateLabel')), { target: { value: toLocalDateAndTime(later).date } });
    fireEvent.change(endTime, { target: { value: toLocalDateAndTime(later).time } });
    await user.click(screen.getByRole('button', { name: en('time.stamp.save') }));
    await waitFor(() => expect(toasts).toContain('Updated time-stamp'));
    expect((await server.calls('PUT /time-stamp')).map((call) => call.body)).toEqual([expect.objectContaining({ timeStampId: 'stamp0000001', endTime: later })]);
    expect(store.stamps[0]?.endTime).toBe(later);
  });

  it('shows the refusal when the end is before the start, and clears it once a field changes', async () => {
    const { user } = await open('/time-stamp/stamp0000001');
    const endFields = within(await screen.findByRole('group', { name: en('time.stamp.endLabel') }));
    const endTime = endFields.getByLabelText(en('time.stamp.timeLabel'));
    fireEvent.change(endTime, { target: { value: toLocalDateAndTime('2026-11-23T07:00:00.000Z').time } });
    await user.click(screen.getByRole('button', { name: en('time.stamp.save') }));
    const form = screen.getByRole('form', { name: en('time.stamp.title') });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(en('api.areaErrors.endBeforeStart')));
    fireEvent.change(endTime, { target: { value: toLocalDateAndTime('2026-11-23T07:30:00.000Z').time } });
    expect(within(form).getByRole('alert')).toHaveTextContent('');
  });

  it('asks for both a date and a time, and sends nothing without them', async () => {
    const { user } = await open('/time-stamp/stamp0000001');
    const startFields = within(await screen.findByRole('group', { name: en('time.stamp.startLabel') }));
    fireEvent.change(startFields.getByLabelText(en('time.stamp.dateLabel')), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: en('time.stamp.save') }));
    expect(startFields.getByText(en('time.stamp.invalidTime'))).toBeVisible();
    expect(startFields.getByLabelText(en('time.stamp.dateLabel'))).toHaveAccessibleDescription(en('time.stamp.invalidTime'));
    expect(await server.calls('PUT /time-stamp')).toHaveLength(0);
  });

  it('has no stray separator after the way back', async () => {
    await open('/time-stamp/stamp0000001');
    const back = await screen.findByRole('link', { name: en('time.stamp.backToSubGroup') });
    expect(back.parentElement?.textContent).not.toContain('·');
  });

  it('reopens with Ended off, refetching the running stamps, and stops with it on', async () => {
    const { user } = await open('/time-stamp/stamp0000001');
    const ended = await screen.findByRole('switch', { name: en('time.stamp.ended') });
    expect(ended).toBeChecked();
    const activeFetches = async () => (await server.calls('GET /time-stamp')).filter((call) => new URL(call.request.url).searchParams.get('active')).length;
    const before = await activeFetches();
    await user.click(ended);
    await waitFor(() => expect(screen.getByRole('switch', { name: en('time.stamp.ended') })).not.toBeChecked());
    expect(store.stamps[0]?.endTime).toBeNull();
    expect(screen.getByRole('timer')).toBeVisible();
    await waitFor(async () => expect(await activeFetches()).toBeGreaterThan(before));
    await user.click(screen.getByRole('switch', { name: en('time.stamp.ended') }));
    await waitFor(() => expect(store.stamps[0]?.endTime).not.toBeNull());
  });

  it('deletes after a confirmation, says Deleted time-stamp and goes back to the sub group', async () => {
    const { user, toasts, app } = await open('/time-stamp/stamp0000001');
    await user.click(await screen.findByRole('button', { name: en('time.stamp.delete') }));
    expect(store.stamps).toHaveLength(1); // not yet: it asks first
    await user.click(screen.getByRole('button', { name: en('time.stamp.confirmYes') }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sub-group/subgrp000001'));
    expect(store.stamps).toHaveLength(0);
    expect(toasts).toContain('Deleted time-stamp');
  });

  it('says Could not delete time stamps when the delete fails, and keeps the stamp', async () => {
    server.routes['DELETE /time-stamp'] = () => refused(500, 'INTERNAL', 'boom');
    const { user, toasts } = await open('/time-stamp/stamp0000001');
    await user.click(await screen.findByRole('button', { name: en('time.stamp.delete') }));
    await user.click(screen.getByRole('button', { name: en('time.stamp.confirmYes') }));
    await waitFor(() => expect(toasts).toContain('Could not delete time stamps'));
    expect(screen.getByRole('group', { name: en('time.stamp.endLabel') })).toBeVisible();
  });
});

describe('/sub-group/:subGroupId', () => {
  it('lists its stamps shown local, and stamps in and out', async () => {
    const { user } = await open('/sub-group/subgrp000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getByText(formatLocalDateTime(start))).toBeVisible();
    expect(within(table).getByText('01:00:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: en('time.stamps.start') }));
    expect(await screen.findByRole('button', { name: en('time.stamps.stop') })).toBeVisible();
    expect(store.stamps.filter((stamp) => stamp.endTime === null)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: en('time.stamps.stop') }));
    expect(await screen.findByRole('button', { name: en('time.stamps.start') })).toBeVisible();
    expect(store.stamps.every((stamp) => stamp.endTime !== null)).toBe(true);
  });

  it('pages its stamps, 50 a page', async () => {
    for (let index = 0; index < 60; index++) {
      const at = Date.parse('2026-01-01T00:00:00.000Z') + index * 3_600_000;
      store.stamps.push({ _id: `stampx${String(index).padStart(6, '0')}`, subGroupId: 'subgrp000001', startTime: new Date(at).toISOString(), endTime: new Date(at + 60_000).toISOString() });
    }
    const { user, app } = await open('/sub-group/subgrp000001');
    const pages = await screen.findByRole('navigation', { name: en('time.stamps.pagination') });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: en('time.stamps.next') }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: en('time.stamps.pagination') })).toHaveTextContent('Page 2 of 2'));
    expect(app.router.state.location.search).toEqual({ page: 2 });
    expect(screen.getAllByRole('row')).toHaveLength(1 + 11);
  });
});
