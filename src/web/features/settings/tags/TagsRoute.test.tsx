// Proves /settings/tags on the real query cache with only the server faked: the tags by title,
// the empty state, adding, renaming and deleting (which asks first and says the tag leaves its
// groups), a taken title explained in the client's words, and a failed load with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createToastActor } from '../../../shell/toastActor';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { fakeTimeGroup, installTags, installTimeAdmin, type FakeTimeAdminStore } from '../../time/admin/fakeAdmin.testing';
import { recordToasts, renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { TagsRoute } from './TagsRoute';

let server: FakeServer;
let store: FakeTimeAdminStore;
let toasts: string[];
let toastActor: ReturnType<typeof createToastActor>;

beforeEach(() => {
  const client = { _id: 'tag000000001', title: 'Client work' };
  store = { groups: [fakeTimeGroup('Work', { tags: [client] })], subGroups: [], tags: [client, { _id: 'tag000000002', title: 'Admin' }] };
  server = createFakeServer({ user: testUser() });
  installTimeAdmin(server, store);
  installTags(server, store);
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

const renderTags = () => renderWithShell(<TagsRoute />, { path: '/settings/tags', user: testUser(), server, toastActor });
const titles = () => within(screen.getByRole('list', { name: 'Your tags' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('TagsRoute', () => {
  it('lists the tags by title', async () => {
    await renderTags();
    await waitFor(() => expect(titles()).toEqual(['Admin', 'Client work']));
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
  });

  it('says how to start when there are none', async () => {
    store.tags = [];
    await renderTags();
    expect(await screen.findByText(/No tags yet/)).toBeInTheDocument();
  });

  it("adds a tag: 'Added tag'", async () => {
    const { user } = await renderTags();
    await user.type(screen.getByLabelText('New tag'), 'Deep work{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Admin', 'Client work', 'Deep work']));
    expect(toasts).toEqual(['Added tag']);
    expect(screen.getByLabelText('New tag')).toHaveValue('');
  });

  it('says a title is taken in its own words and keeps what was typed', async () => {
    const { user } = await renderTags();
    await user.type(screen.getByLabelText('New tag'), 'admin{Enter}');
    await waitFor(() => expect(toasts).toEqual(['A tag with that title already exists']));
    expect(screen.getByLabelText('New tag')).toHaveValue('admin');
  });

  it("renames a tag: 'Updated tag'", async () => {
    const { user } = await renderTags();
    await user.click(await screen.findByRole('button', { name: 'Rename Admin' }));
    const field = screen.getByLabelText('New title for Admin');
    await user.clear(field);
    await user.type(field, 'Paperwork{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Client work', 'Paperwork']));
    expect(toasts).toEqual(['Updated tag']);
    expect(await server.calls('PUT /tag')).toEqual([expect.objectContaining({ body: { tagId: 'tag000000002', title: 'Paperwork' } })]);
  });

  it('deletes a tag once confirmed, saying it leaves its groups', async () => {
    const { user } = await renderTags();
    await user.click(await screen.findByRole('button', { name: 'Delete Client work' }));
    expect(screen.getByRole('group', { name: /It is taken off every time group that has it/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Client work' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete Client work' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Client work' }));
    await waitFor(() => expect(titles()).toEqual(['Admin']));
    expect(toasts).toEqual(['Deleted tag']);
    expect(store.groups[0]!.tags).toEqual([]);
  });

  it("says 'Could not delete tag' and keeps it when the delete fails", async () => {
    server.routes['DELETE /tag'] = () => refused(500, 'INTERNAL');
    const { user } = await renderTags();
    await user.click(await screen.findByRole('button', { name: 'Delete Admin' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Admin' }));
    await waitFor(() => expect(toasts).toEqual(['Could not delete tag']));
    expect(screen.getByRole('button', { name: 'Yes, delete Admin' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const working = server.routes['GET /tag']!;
    server.routes['GET /tag'] = () => refused(500, 'INTERNAL');
    const { user } = await renderTags();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get tags');
    server.routes['GET /tag'] = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(['Admin', 'Client work']));
  });
});
