// Shared by the collection route tests: a fake server holding a notes store (testing/openAreaApp
// opens the app on it), and the sidebar's collections.
import { screen, within } from '@testing-library/react';
import { installFakeNotesServer, type FakeNotesSeed } from '../fakeServer.testing';
import { areaServer } from '../../../testing/openAreaApp';
import { testUser } from '../../../testing/testUser';
import type { LocalUser } from '../../../session/localSession';

export { bodies, openApp, queries } from '../../../testing/openAreaApp';

/** A fake server for `user` with the notes area seeded. */
export function notesServer(seed: FakeNotesSeed = {}, user: LocalUser = testUser()) {
  return areaServer(installFakeNotesServer, seed, user);
}

/** The sidebar's list of the user's collections (spec §2). */
export async function sidebarCollections() {
  const sidebar = await screen.findByRole('navigation', { name: 'Main' });
  return within(sidebar).findByRole('region', { name: 'Notes collections' });
}
