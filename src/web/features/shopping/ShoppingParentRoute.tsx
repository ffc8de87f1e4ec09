import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/useApi';
import { useCurrentUser } from '../../auth/AuthProvider';
import { LoadStatus } from '../../components/status/LoadStatus';
import { shoppingMessages } from './messages';
import { shoppingListsQuery } from './queries';
import { listsMessages, parentMessages } from './screenMessages';
import * as styles from './shopping.css';

/**
 * /shopping-list-parent: opens the default list (the `defaultShoppingList` preference) in
 * shopping mode, or every list when none is set or the one it names is gone. The lists come with
 * the route, so this is normally a redirect before anything is drawn; a failed read says so,
 * with Try again.
 */
export function ShoppingParentRoute() {
  const api = useApi();
  const intl = useIntl();
  const lists = useQuery(shoppingListsQuery(api));
  const defaultId = useCurrentUser()?.preferences.defaultShoppingList ?? null;
  if (lists.data) {
    const found = defaultId ? lists.data.find((list) => list._id === defaultId) : undefined;
    return found ? <Navigate to="/shopping-list/$listId" params={{ listId: found._id }} replace /> : <Navigate to="/shopping-lists" replace />;
  }
  return (
    <div className={styles.screen} aria-busy={lists.status === 'pending'}>
      <h1 className={styles.heading}>{intl.formatMessage(shoppingMessages.name)}</h1>
      <LoadStatus
        status={lists.status === 'error' ? 'error' : 'loading'}
        loadingText={intl.formatMessage(parentMessages.opening)}
        failedText={intl.formatMessage(listsMessages.loadFailed)}
        onRetry={() => void lists.refetch()}
      />
    </div>
  );
}
