// Proves /time-tracker/admin/:groupType/:groupId on the real query cache with only the server
// faked: a time group's name, tags (PUT /time-group's `tags`), goals with their progress and its
// sub groups; a sub group's name and goals; a group that does not exist; and the toasts.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubGroup, TimeGroup } from '../../../../contract/types';
import { createToastActor } from '../../../shell/toastActor';
import { createFakeServer, refused, type FakeServer } from '../../../testing/fakeServer';
import { fakeGoal, fakeSubGroup, fakeTimeGroup, installGoals, installTags, installTimeAdmin, type FakeTimeAdminStore } from './fakeAdmin.testing';
import { recordToasts, renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import type { GroupType } from './GroupEditScreen';
import { GroupEditPage } from './GroupEditRoute';

let server: FakeServer;
let store: FakeTimeAdminStore;
let toasts: string[];
let toastActor: ReturnType<typeof createToastActor>;
let work: TimeGroup;
let coding: SubGroup;

beforeEach(() => {
  const client = { _id: 'tag000000001', title: 'Client work' };
  work = fakeTimeGroup('Work', { tags: [client] });
  coding = fakeSubGroup(work, 'Coding', 4);
  store = {
    groups: [work],
    subGroups: [coding],
    tags: [{ _id: 'tag000000002', title: 'Admin' }, client],
    goals: [
      fakeGoal({ timeGroupId: work._id }, { period: 'week', comparison: 'atLeast', targetMs: 9_000_000 }),
      fakeGoal({ timeGroupId: work._id, subGroupId: coding._id }, { period: 'day', comparison: 'atMost', targetMs: 1_800_000 }),
    ],
  };
  server = createFakeServer({ user: testUser() });
  installTimeAdmin(server, store);
  installTags(server, store);
  installGoals(server, store);
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

const renderPage = (groupType: GroupType, groupId: string) =>
  renderWithShell(<GroupEditPage groupType={groupType} groupId={groupId} />, { path: `/time-tracker/admin/${groupType}/${groupId}`, user: testUser(), server, toastActor });
const goalsList = () => screen.getByRole('list', { name: 'Goals' });

describe('GroupEditPage: a time group', () => {
  it('shows its name, its tags ticked, its own goals with progress and its sub groups', async () => {
    await renderPage('time-group', work._id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Work');
    expect(await screen.findByRole('checkbox', { name: 'Client work' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
    const [goal] = within(await screen.findByRole('list', { name: 'Goals' })).getAllByRole('listitem');
    expect(within(goalsList()).getAllByRole('listitem')).toHaveLength(1); // Coding's goal is on Coding's page
    expect(goal).toHaveTextContent('At least 2 h 30 min a week');
    expect(goal).toHaveTextContent('1 h 0 min of 2 h 30 min from 2026-11-23 to 2026-11-29 · Not met yet');
    expect(within(goal!).getByRole('progressbar', { name: 'Progress: At least 2 h 30 min a week' })).toHaveAttribute('value', '3600000');
    expect(screen.getByRole('link', { name: 'Edit Coding' })).toHaveAttribute('href', `/time-tracker/admin/sub-group/${coding._id}`);
  });

  it("renames it: 'Updated time-group'", async () => {
    const { user } = await renderPage('time-group', work._id);
    const field = await screen.findByLabelText('Name');
    await user.clear(field);
    await user.type(field, 'Job{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Job'));
    expect(toasts).toEqual(['Updated time-group']);
    expect((await server.calls('PUT /time-group')).map((call) => call.body)).toEqual([{ groupId: work._id, name: 'Job' }]);
  });

  it('puts tags on it and takes them off, each tick saved at once so leaving loses none', async () => {
    const { user } = await renderPage('time-group', work._id);
    await user.click(await screen.findByRole('checkbox', { name: 'Admin' }));
    await waitFor(() => expect(toasts).toEqual(['Updated time-group']));
    expect(within(screen.getByRole('region', { name: 'Tags' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Client work' }));
    const puts = async () => (await server.calls('PUT /time-group')).map((call) => call.body);
    await waitFor(async () => expect(await puts()).toHaveLength(2));
    expect(await puts()).toEqual([
      { groupId: work._id, tags: ['tag000000002', 'tag000000001'] },
      { groupId: work._id, tags: ['tag000000002'] },
    ]);
    expect(store.groups.find((group) => group._id === work._id)?.tags.map((tag) => tag.title)).toEqual(['Admin']);
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Client work' })).not.toBeChecked();
  });

  it('says how to get tags when there are none', async () => {
    store.tags = [];
    await renderPage('time-group', work._id);
    expect(await screen.findByText('You have no tags yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add and rename tags in Settings' })).toHaveAttribute('href', '/settings/tags');
  });

  it("adds a goal in hours and minutes: 'Added goal'", async () => {
    const { user } = await renderPage('time-group', work._id);
    const form = await screen.findByRole('form', { name: 'New goal' });
    await user.selectOptions(within(form).getByLabelText('Target'), 'At most');
    await user.type(within(form).getByLabelText('Hours'), '1');
    await user.type(within(form).getByLabelText('Minutes'), '30');
    await user.selectOptions(within(form).getByLabelText('Per'), 'Day');
    await user.click(within(form).getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(toasts).toEqual(['Added goal']));
    expect((await server.calls('POST /goal')).map((call) => call.body)).toEqual([
      { timeGroupId: work._id, period: 'day', comparison: 'atMost', targetMs: 5_400_000 },
    ]);
    await waitFor(() => expect(within(goalsList()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(goalsList()).getAllByRole('listitem')[1]).toHaveTextContent('At most 1 h 30 min a day');
    expect(within(goalsList()).getAllByRole('listitem')[1]).toHaveTextContent('Met');
    expect(within(form).getByLabelText('Hours')).toHaveValue(null);
  });

  it('asks for a target of at least a minute instead of sending none', async () => {
    const { user } = await renderPage('time-group', work._id);
    const form = await screen.findByRole('form', { name: 'New goal' });
    await user.type(within(form).getByLabelText('Minutes'), '75');
    await user.click(within(form).getByRole('button', { name: 'Add goal' }));
    expect(within(form).getByLabelText('Minutes')).toHaveAccessibleDescription(/Enter a target of at least 1 minute/);
    expect(await server.calls('POST /goal')).toEqual([]);
  });

  it("changes a goal: 'Updated goal'", async () => {
    const { user } = await renderPage('time-group', work._id);
    await user.click(await screen.findByRole('button', { name: 'Change the goal: At least 2 h 30 min a week' }));
    const form = screen.getByRole('form', { name: 'At least 2 h 30 min a week' });
    expect(within(form).getByLabelText('Hours')).toHaveValue(2);
    expect(within(form).getByLabelText('Minutes')).toHaveValue(30);
    await user.selectOptions(within(form).getByLabelText('Per'), 'Month');
    await user.click(within(form).getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(toasts).toEqual(['Updated goal']));
    expect((await server.calls('PUT /goal')).map((call) => call.body)).toEqual([
      { goalId: store.goals![0]!._id, period: 'month', comparison: 'atLeast', targetMs: 9_000_000 },
    ]);
    expect(await screen.findByText('At least 2 h 30 min a month')).toBeInTheDocument();
  });

  it("deletes a goal once confirmed: 'Deleted goal'; a failure says 'Could not delete goal'", async () => {
    server.routes['DELETE /goal'] = () => refused(500, 'INTERNAL');
    const { user } = await renderPage('time-group', work._id);
    await user.click(await screen.findByRole('button', { name: 'Delete the goal: At least 2 h 30 min a week' }));
    expect(screen.getByRole('group', { name: 'Delete the goal "At least 2 h 30 min a week"? The time counted stays.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual(['Could not delete goal']));
    installGoals(server, store);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(/No goals yet/)).toBeInTheDocument());
    expect(toasts).toEqual(['Could not delete goal', 'Deleted goal']);
  });

  it('says when the group does not exist, with the way back', async () => {
    await renderPage('time-group', 'tg0000009999');
    expect(await screen.findByText('This group does not exist, or it has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All time groups/ })).toHaveAttribute('href', '/time-tracker/admin');
  });
});

describe('GroupEditPage: a sub group', () => {
  it("shows its time group and its goals, and renames it: 'Updated sub-group'", async () => {
    const { user } = await renderPage('sub-group', coding._id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coding' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sub group in Work' })).toHaveAttribute('href', `/time-tracker/admin/time-group/${work._id}`);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(await screen.findByText('At most 0 h 30 min a day')).toBeInTheDocument();
    expect(within(goalsList()).getByRole('listitem')).toHaveTextContent('Over the limit');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Programming{Enter}');
    await waitFor(() => expect(toasts).toEqual(['Updated sub-group']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Programming' })).toBeInTheDocument();
  });

  it('adds a goal for the sub group within its time group', async () => {
    const { user } = await renderPage('sub-group', coding._id);
    const form = await screen.findByRole('form', { name: 'New goal' });
    await user.type(within(form).getByLabelText('Hours'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(toasts).toEqual(['Added goal']));
    expect((await server.calls('POST /goal')).map((call) => call.body)).toEqual([
      { timeGroupId: work._id, subGroupId: coding._id, period: 'day', comparison: 'atLeast', targetMs: 7_200_000 },
    ]);
  });
});
