import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { loadCommands } from '../../commandDefinition';
import { notBuilt } from '../../router/notBuilt';
import { commandLineMessages as m } from './messages';

const id = 'commandLine';

/** The keyboard-driven command line (spec §2): not built yet. */
export const commandLineArea = defineArea({
  id,
  name: m.name,
  goRoutes: { cli: '/cli' },
  commands: () => loadCommands('commandLine', () => import('./commands/lineCommands')),
  routes: ({ none }) => ({
    // Public (spec §2): the command line itself answers "Not logged in." to commands that need a user.
    none: [createRoute({ getParentRoute: () => none, path: 'cli/{-$command}', ...notBuilt(id, m.name) })],
  }),
});
