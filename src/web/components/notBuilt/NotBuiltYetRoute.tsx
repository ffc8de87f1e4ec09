import { useLocation, useMatch } from '@tanstack/react-router';
import { useCurrentUser } from '../../auth/AuthProvider';
import { NotBuiltYet, type WayBack } from './NotBuiltYet';

/**
 * Route component for the routes of areas that are not built yet: the title comes from the
 * route's `staticData` (see `notBuilt` in router/notBuilt.ts), so every such route shares it.
 */
export function NotBuiltYetRoute() {
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  const pathname = useLocation({ select: (location) => location.pathname.toLowerCase() });
  const signedIn = useCurrentUser() !== null;
  if (!title) throw new Error('A route rendering NotBuiltYetRoute must set staticData.title');

  // Signed-out visitors (public pages) go to sign-in, since home would only bounce them there.
  // No link to the page itself.
  const target = signedIn ? '/' : '/login';
  const wayBack: WayBack = pathname === target ? 'none' : signedIn ? 'home' : 'signIn';
  return <NotBuiltYet title={title} wayBack={wayBack} />;
}
