// Proves /time-tracker/admin on the real query cache and accounts runtime with only the server
// faked: the groups and their sub groups with what they hold, adding, renaming and deleting both
// (deleting asks first and says what goes with it), moving a sub group's stamps into another (the
// old one disappears), spec §8's toasts to the letter, failed loads with a way out, and the
// notes-collection preference chosen from the user's notes collections (a deleted one shown as
// such, none yet, a failed load of them that leaves the groups working).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createToastActor } from '../../../shell/toastActor';
import { createFakeServer, ok, refused, type FakeServer } from '../../../testing/fakeServer';
import { fakeNotesCollection, installFakeNotesServer, type FakeNotesStore } from '../../notes/fakeServer.testing';
import { fakeSubGroup, fakeTimeGroup, installTimeAdmin, type FakeTimeAdminStore } from './fakeAdmin.testing';
import { recordToasts, renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { AdminRoute } from './AdminRoute';

let server: FakeServer;
let store: FakeTimeAdminStore;
let notes: FakeNotesStore;
const diary = fakeNotesCollection('Diary');
const workLog = fakeNotesCollection('Work log');
let toasts: string[];
let toastActor: ReturnType<typeof createToastActor>;

beforeEach(() => {
  const work = fakeTimeGroup('Work');
  const home = fakeTimeGroup('Home');
  store = { groups: [work, home], subGroups: [fakeSubGroup(work, 'Coding', 12), fakeSubGroup(work, 'Meetings', 3), fakeSubGroup(home, 'Cooking', 1)] };
  server = createFakeServer({ user: testUser() });
  installTimeAdmin(server, store);
  // Seeded newest first: the server answers oldest first.
  notes = installFakeNotesServer(server, { collections: [workLog, diary] });
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

const renderAdmin = (user = testUser()) => renderWithShell(<AdminRoute />, { path: '/time-tracker/admin', user, server, toastActor });
const groupList = () => screen.getByRole('list', { name: 'Time groups' });
const subGroupsOf = (group: string) => screen.getByRole('list', { name: `Edit ${group}` });
const rowNames = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0]!.textContent);
const bodies = async (route: string) => (await server.calls(route)).map((call) => call.body);

describe('AdminRoute', () => {
  it('lists the time groups by name with their sub groups and how many stamps each holds', async () => {
    await renderAdmin();
    expect(await screen.findByRole('link', { name: 'Edit Coding' })).toHaveAttribute('href', `/time-tracker/admin/sub-group/${store.subGroups[0]!._id}`);
    expect(screen.getByRole('link', { name: 'Edit Work' })).toHaveAttribute('href', `/time-tracker/admin/time-group/${store.groups[0]!._id}`);
    expect(within(groupList()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Home', 'Work']);
    expect(rowNames(subGroupsOf('Work'))).toEqual(['Coding', 'Meetings']);
    expect(within(subGroupsOf('Work')).getAllByRole('listitem')[0]).toHaveTextContent('12 time stamps');
    expect(within(subGroupsOf('Home')).getAllByRole('listitem')[0]).toHaveTextContent('1 time stamp');
  });

  it('says how to start when there are no time groups', async () => {
    store.groups = [];
    store.subGroups = [];
    await renderAdmin();
    expect(await screen.findByText(/No time groups yet/)).toBeInTheDocument();
  });

  it("adds a time group and says 'Added time-group'", async () => {
    const { user } = await renderAdmin();
    await screen.findByRole('link', { name: 'Edit Work' });
    await user.type(screen.getByLabelText('New time group'), '  Reading {Enter}');
    await waitFor(() => expect(toasts).toEqual(['Added time-group']));
    expect(await bodies('POST /time-group')).toEqual([{ name: 'Reading' }]);
    expect(await screen.findByRole('link', { name: 'Edit Reading' })).toBeInTheDocument();
    expect(screen.getByLabelText('New time group')).toHaveValue('');
    expect(screen.getByText('No sub groups yet. Add one to start stamping in this group.')).toBeInTheDocument();
  });

  it("keeps the name and says 'Could not add time-group' when it cannot be added", async () => {
    server.routes['POST /time-group'] = () => refused(500, 'INTERNAL');
    const { user } = await renderAdmin();
    await screen.findByRole('link', { name: 'Edit Work' });
    await user.type(screen.getByLabelText('New time group'), 'Reading{Enter}');
    await waitFor(() => expect(toasts).toEqual(['Could not add time-group']));
    expect(screen.getByLabelText('New time group')).toHaveValue('Reading');
  });

  it('asks for a name instead of sending an empty one', async () => {
    const { user } = await renderAdmin();
    await screen.findByRole('link', { name: 'Edit Work' });
    await user.type(screen.getByLabelText('New time group'), '   {Enter}');
    expect(screen.getByLabelText('New time group')).toHaveAccessibleDescription('Enter a name');
    expect(await bodies('POST /time-group')).toEqual([]);
  });

  it("renames a time group and says 'Updated time-group'; Escape leaves a rename", async () => {
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Rename Work' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Rename Work' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Rename Work' }));
    const field = screen.getByLabelText('New name for Work');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Job{Enter}');
    await waitFor(() => expect(toasts).toEqual(['Updated time-group']));
    expect(await bodies('PUT /time-group')).toEqual([{ groupId: store.groups[0]!._id, name: 'Job' }]);
    expect(await screen.findByRole('link', { name: 'Edit Job' })).toBeInTheDocument();
  });

  it('deletes a time group only once confirmed, saying what goes with it', async () => {
    const workId = store.groups[0]!._id;
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Work' }));
    expect(screen.getByRole('group', { name: 'Delete the time group Work? Its 2 sub groups and 15 time stamps are deleted with it.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await bodies('DELETE /time-group')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Work' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Work' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit Work' })).toBeNull());
    expect((await server.calls('DELETE /time-group')).map((call) => new URL(call.request.url).searchParams.get('timeGroupId'))).toEqual([workId]);
    expect(screen.queryByRole('link', { name: 'Edit Coding' })).toBeNull();
  });

  it('adds a sub group to its time group', async () => {
    const { user } = await renderAdmin();
    await user.type(await screen.findByLabelText('New sub group in Home'), 'Garden{Enter}');
    await waitFor(() => expect(rowNames(subGroupsOf('Home'))).toEqual(['Cooking', 'Garden']));
    expect(await bodies('POST /sub-group')).toEqual([{ timeGroupId: store.groups[1]!._id, name: 'Garden' }]);
  });

  it("renames a sub group and says 'Updated sub-group', or that something went wrong", async () => {
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Rename Meetings' }));
    await user.clear(screen.getByLabelText('New name for Meetings'));
    await user.type(screen.getByLabelText('New name for Meetings'), 'Calls{Enter}');
    await waitFor(() => expect(toasts).toEqual(['Updated sub-group']));
    expect(await screen.findByRole('link', { name: 'Edit Calls' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Calls' })).toHaveFocus();

    server.routes['PUT /sub-group'] = () => refused(500, 'INTERNAL');
    await user.click(screen.getByRole('button', { name: 'Rename Calls' }));
    await user.type(screen.getByLabelText('New name for Calls'), '!{Enter}');
    await waitFor(() => expect(toasts.at(-1)).toBe('Something went wrong when updating sub-group.'));
    expect(screen.getByLabelText('New name for Calls')).toHaveValue('Calls!');
  });

  it("moves a sub group's stamps into another one, which the old one leaves: 'Moved and deleted sub-group'", async () => {
    const { user } = await renderAdmin();
    const [coding, meetings, cooking] = store.subGroups;
    await user.click(await screen.findByRole('button', { name: 'Move Meetings' }));
    const target = screen.getByLabelText('Move the time stamps of Meetings into');
    expect(target).toHaveFocus();
    expect(target).toHaveAccessibleDescription('Its 3 time stamps go into the sub group you choose, and Meetings is deleted.');
    // Any other sub group, of any time group, under its group's name; not itself.
    expect(within(target).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a sub group', 'Cooking', 'Coding']);
    expect(within(target).getByRole('group', { name: 'Work' })).toBeInTheDocument();
    await user.selectOptions(target, 'Coding');
    await user.click(screen.getByRole('button', { name: 'Move and delete Meetings' }));
    await waitFor(() => expect(toasts).toEqual(['Moved and deleted sub-group']));
    expect(await bodies('PUT /sub-group')).toEqual([{ moveSubGroup: true, subGroupId: meetings!._id, newSubGroupId: coding!._id }]);
    await waitFor(() => expect(rowNames(subGroupsOf('Work'))).toEqual(['Coding']));
    expect(within(subGroupsOf('Work')).getByRole('listitem')).toHaveTextContent('15 time stamps');
    expect(cooking).toBeDefined();
  });

  it('asks which sub group to move into before moving', async () => {
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Move Cooking' }));
    await user.click(screen.getByRole('button', { name: 'Move and delete Cooking' }));
    expect(screen.getByLabelText('Move the time stamps of Cooking into')).toHaveAccessibleDescription(/^Choose a sub group/);
    expect(await bodies('PUT /sub-group')).toEqual([]);
  });

  it("says 'Something went wrong when moving sub-group.' and keeps both when the move fails", async () => {
    server.routes['PUT /sub-group'] = () => refused(500, 'INTERNAL');
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Move Meetings' }));
    await user.selectOptions(screen.getByLabelText('Move the time stamps of Meetings into'), 'Cooking');
    await user.click(screen.getByRole('button', { name: 'Move and delete Meetings' }));
    await waitFor(() => expect(toasts).toEqual(['Something went wrong when moving sub-group.']));
    // The choice stays open to try again; both sub groups are still there.
    expect(screen.getByLabelText('Move the time stamps of Meetings into')).toHaveValue(store.subGroups[2]!._id);
    expect(within(subGroupsOf('Work')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Coding' })).toBeInTheDocument();
  });

  it('deletes a sub group once confirmed, saying how many stamps go with it', async () => {
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Coding' }));
    expect(screen.getByRole('group', { name: 'Delete the sub group Coding? Its 12 time stamps are deleted with it.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Coding' }));
    await waitFor(() => expect(rowNames(subGroupsOf('Work'))).toEqual(['Meetings']));
  });

  it("says 'Something went wrong when fetching sub groups.' and fetches them again on request", async () => {
    const failing = server.routes['GET /sub-group']!;
    server.routes['GET /sub-group'] = () => refused(500, 'INTERNAL');
    const { user } = await renderAdmin();
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Something went wrong when fetching sub groups.');
    await waitFor(() => expect(toasts).toEqual(['Something went wrong when fetching sub groups.']));
    server.routes['GET /sub-group'] = failing;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Edit Coding' })).toBeInTheDocument();
  });

  it("says 'Failed getting time groups' and fetches them again on request", async () => {
    const working = server.routes['GET /time-group']!;
    server.routes['GET /time-group'] = () => refused(500, 'INTERNAL');
    const { user } = await renderAdmin();
    expect(await screen.findByText('Failed getting time groups', { selector: '[role=alert]' })).toBeInTheDocument();
    server.routes['GET /time-group'] = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Edit Work' })).toBeInTheDocument();
  });
});

describe('AdminRoute: the notes collection of the time groups', () => {
  const accountRoute = 'PUT /auth/user/user00000001';
  const choice = () => screen.findByLabelText('Notes collection');
  const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
  const savedCollection = (runtime: Awaited<ReturnType<typeof renderAdmin>>['runtime']) =>
    runtime.auth.getSnapshot().context.user?.preferences.timeTrackerNotesCollection;

  /** An account that already keeps the groups' notes in `collectionId`. */
  function withSaved(collectionId: string) {
    const user0 = testUser({ preferences: { ...testUser().preferences, timeTrackerNotesCollection: collectionId } });
    server = createFakeServer({ user: user0 });
    installTimeAdmin(server, store);
    notes = installFakeNotesServer(server, { collections: notes.collections });
    return user0;
  }

  it("lists the user's notes collections, oldest first, after None, which is chosen when nothing is saved", async () => {
    await renderAdmin();
    expect(screen.getByRole('heading', { name: 'Notes for time groups' })).toBeInTheDocument();
    const select = await choice();
    expect(optionNames(select)).toEqual(['None', 'Diary', 'Work log']);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Each time group can keep its notes in one notes collection.');
  });

  it("saves the chosen collection to the account and says 'Time group for notes saved'", async () => {
    const { user, runtime } = await renderAdmin();
    await user.selectOptions(await choice(), 'Work log');
    await waitFor(() => expect(toasts).toEqual(['Time group for notes saved']));
    expect(await bodies(accountRoute)).toEqual([{ preferences: { timeTrackerNotesCollection: workLog._id } }]);
    expect(savedCollection(runtime)).toBe(workLog._id);
    expect(screen.getByLabelText('Notes collection')).toHaveValue(workLog._id);
  });

  it('keeps the choice shown, disabled and busy, until the save is done', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.routes[accountRoute] = async () => {
      await answered;
      server.account = { ...server.account!, preferences: { ...server.account!.preferences, timeTrackerNotesCollection: diary._id } };
      return ok(server.account);
    };
    const { user } = await renderAdmin();
    await user.selectOptions(await choice(), 'Diary');
    const select = screen.getByLabelText('Notes collection');
    await waitFor(() => expect(select).toBeDisabled());
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select).toHaveValue(diary._id);
    answer();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveAttribute('aria-busy', 'false');
    expect(select).toHaveValue(diary._id);
  });

  it('choosing None saves null: the notes are no longer kept in a collection', async () => {
    const user0 = withSaved(diary._id);
    const { user, runtime } = await renderAdmin(user0);
    const select = await choice();
    expect(select).toHaveValue(diary._id);
    await user.selectOptions(select, 'None');
    await waitFor(() => expect(toasts).toEqual(['Time group for notes saved']));
    expect(await bodies(accountRoute)).toEqual([{ preferences: { timeTrackerNotesCollection: null } }]);
    expect(savedCollection(runtime)).toBeUndefined();
    expect(select).toHaveValue('');
  });

  it("says 'Could not save time group for notes' and shows the saved collection again when it cannot be saved", async () => {
    const user0 = withSaved(diary._id);
    server.routes[accountRoute] = () => refused(500, 'INTERNAL');
    const { user, runtime } = await renderAdmin(user0);
    await user.selectOptions(await choice(), 'Work log');
    await waitFor(() => expect(toasts).toEqual(['Could not save time group for notes']));
    expect(screen.getByLabelText('Notes collection')).toHaveValue(diary._id);
    expect(savedCollection(runtime)).toBe(diary._id);
  });

  it('shows a saved collection that was deleted as one that no longer exists, and lets the user change it', async () => {
    const user0 = withSaved('notes0000099');
    const { user } = await renderAdmin(user0);
    const select = await choice();
    expect(optionNames(select)).toEqual(['None', 'A collection that no longer exists', 'Diary', 'Work log']);
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('A collection that no longer exists');
    await user.selectOptions(select, 'Diary');
    await waitFor(() => expect(toasts).toEqual(['Time group for notes saved']));
    expect(await bodies(accountRoute)).toEqual([{ preferences: { timeTrackerNotesCollection: diary._id } }]);
    expect(optionNames(select)).toEqual(['None', 'Diary', 'Work log']);
  });

  it('says the choice comes once there is a notes collection, with a link to the notes area', async () => {
    notes.collections = [];
    await renderAdmin();
    expect(await screen.findByText(/You have no notes collections yet\. Once you have one, you can choose it here\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to notes collections' })).toHaveAttribute('href', '/notes-collections');
    expect(screen.queryByLabelText('Notes collection')).toBeNull();
  });

  it("says it could not get the notes collections, leaves the groups working, and fetches them again on 'Try again'", async () => {
    const working = server.routes['GET /notes-collection']!;
    server.routes['GET /notes-collection'] = () => refused(500, 'INTERNAL');
    const { user } = await renderAdmin();
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Could not get your notes collections');
    expect(await screen.findByRole('link', { name: 'Edit Coding' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Notes collection')).toBeNull();
    expect(toasts).toEqual([]);
    server.routes['GET /notes-collection'] = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(optionNames(await choice())).toEqual(['None', 'Diary', 'Work log']);
    expect(screen.queryByRole('alert', { name: '' })).toBeNull();
  });
});
