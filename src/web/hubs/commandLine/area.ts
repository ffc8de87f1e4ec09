import { createRoute } from '@tanstack/react-router';
import { defineArea } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { commandLineTitles as t } from './pageTitles';

const id = 'commandLine';

/**
 * The keyboard-driven command line (spec §2, issue 11): /cli, and the overlay the shell opens
 * with Shift+. (shell/CommandLineLauncher.tsx). Its own commands are `go`, `help` and `clear`.
 */
export const commandLineArea = defineArea({
  id,
  name: t.name,
  routes: ({ none }) => ({
    // Public (spec §2): the command line itself answers "Not logged in." to commands that need a user.
    none: [
      createRoute({
        getParentRoute: () => none,
        path: 'cli/{-$command}',
        staticData: { area: id, title: t.title },
        component: areaScreen(id, () => import('./CliRoute'), 'CliRoute'),
      }),
    ],
  }),
});
