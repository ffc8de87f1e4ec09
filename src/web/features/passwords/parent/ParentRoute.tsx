import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useApi } from '../../../api/useApi';
import { useExtraAuth } from '../../../auth/AuthProvider';
import { loadable } from '../parts/Loadable';
import { passwordGroupsQuery, passwordSearchQuery } from '../queries';
import { useOpenedUsernames } from '../useOpened';
import { ParentScreen } from './ParentScreen';

// Import and export (its CSV parser and file crypto) load after the hub has drawn, not with it.
const ImportExportSection = lazy(() => import('../importExport/ImportExportSection').then((module) => ({ default: module.ImportExportSection })));

/**
 * /password-parent?name=: the groups and, with a name, the search's results (their usernames
 * opened in the browser). The search lives in the address so Back returns to it.
 */
export function ParentRoute() {
  const api = useApi();
  const { name } = useSearch({ strict: false }) as { name?: string };
  const navigate = useNavigate();
  const groups = useQuery(passwordGroupsQuery(api));
  const results = useQuery({ ...passwordSearchQuery(api, name ?? ''), enabled: name !== undefined });
  const usernames = useOpenedUsernames(results.data);
  const { logout } = useExtraAuth();
  return (
    <ParentScreen
      groups={loadable(groups)}
      searchName={name}
      results={loadable(results)}
      usernames={usernames}
      onSearch={(next) => void navigate({ to: '/password-parent', search: next === undefined ? {} : { name: next } })}
      onRetryGroups={() => void groups.refetch()}
      onRetrySearch={() => void results.refetch()}
      onLock={logout}
      transfer={
        <Suspense fallback={null}>
          <ImportExportSection />
        </Suspense>
      }
    />
  );
}
