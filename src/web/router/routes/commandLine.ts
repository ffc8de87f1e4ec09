import { createRoute } from '@tanstack/react-router';
import { notBuilt } from './notBuilt';
import { rootRoute } from './root';

/** Public (spec §2): the CLI itself answers "Not logged in." to commands that need a user. */
export const commandLineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'cli/{-$command}',
  ...notBuilt('commandLine'),
});
