import { useCurrentUser } from '../../auth/AuthProvider';
import { NotFound } from './NotFound';

/** The router's not-found component: picks the way back from the signed-in user. */
export function NotFoundRoute() {
  return <NotFound signedIn={useCurrentUser() !== null} />;
}
