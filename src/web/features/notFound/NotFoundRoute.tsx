import { useLocalSession } from '../../session/useLocalSession';
import { NotFound } from './NotFound';

/** The router's not-found component: picks the way back from the current session. */
export function NotFoundRoute() {
  const session = useLocalSession();
  return <NotFound signedIn={Boolean(session.user?.access.token)} />;
}
