import { Navigate } from '@tanstack/react-router';
import { defaultPreferences } from '../../../../domain/preferences';
import { useCurrentUser } from '../../../auth/AuthProvider';
import { viewPathOf } from './viewPaths';

/** /time-groups: the view the user saved last (`timeView`, spec §3; the list by default). */
export function ViewsIndexRoute() {
  const view = useCurrentUser()?.preferences.timeView ?? defaultPreferences.timeView;
  return <Navigate to={viewPathOf[view] as never} replace />;
}
