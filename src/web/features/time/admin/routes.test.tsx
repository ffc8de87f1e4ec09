// Proves the admin's routes in the app's route tree: /time-tracker/admin/:groupType/:groupId
// takes only `time-group` or `sub-group` (anything else is the not-found screen), loads the
// group with its tags and goals, and names the page.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { createFakeServer } from '../../../testing/fakeServer';
import { fakeSubGroup, fakeTimeGroup, installGoals, installTags, installTimeAdmin } from './fakeAdmin.testing';
import { testUser } from '../../../testing/testUser';

function serverWithWork() {
  const server = createFakeServer({ user: testUser() });
  const work = fakeTimeGroup('Work');
  const store = { groups: [work], subGroups: [fakeSubGroup(work, 'Coding')], tags: [], goals: [] };
  installTimeAdmin(server, store);
  installTags(server, store);
  installGoals(server, store);
  return { server, work };
}

describe('/time-tracker/admin/:groupType/:groupId', () => {
  it('edits a time group, loaded with the route', async () => {
    seedSession('access');
    const { server, work } = serverWithWork();
    const app = await loadApp(`/time-tracker/admin/time-group/${work._id}`, server);
    renderApp(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
    expect(screen.getByText('You have no tags yet.')).toBeInTheDocument();
    expect(document.title).toBe('Edit group · Lifelog');
  });

  it('shows the not-found screen for any other group type', async () => {
    seedSession('access');
    const { server, work } = serverWithWork();
    const app = await loadApp(`/time-tracker/admin/notes/${work._id}`, server);
    renderApp(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(await server.calls('GET /time-group')).toEqual([]);
  });
});
