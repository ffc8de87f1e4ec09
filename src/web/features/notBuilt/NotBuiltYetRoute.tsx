import { useLocation, useMatch } from '@tanstack/react-router';
import { useLocalSession } from '../../session/useLocalSession';
import { NotBuiltYet, type WayBack } from './NotBuiltYet';

/**
 * Route component for areas that are not built yet: reads the area from the route's
 * `staticData`, so each route declares its area once and shares this one component.
 */
export function NotBuiltYetRoute() {
  const area = useMatch({ strict: false, select: (match) => match.staticData.area });
  const pathname = useLocation({ select: (location) => location.pathname.toLowerCase() });
  const signedIn = Boolean(useLocalSession().user?.access.token);
  if (!area) throw new Error('A route rendering NotBuiltYetRoute must set staticData.area');

  // Signed-out visitors (public pages) go to sign-in, since home would only bounce them there.
  // No link to the page itself: home and sign-in are not built yet either.
  const target = signedIn ? '/' : '/login';
  const wayBack: WayBack = pathname === target ? 'none' : signedIn ? 'home' : 'signIn';
  return <NotBuiltYet area={area} wayBack={wayBack} />;
}
