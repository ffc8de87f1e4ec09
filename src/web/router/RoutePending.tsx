import { onlineManager } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { MessageScreen } from '../components/MessageScreen';
import * as styles from './RoutePending.css';
import { routeErrorMessages } from './RouteError';

export const routePendingMessages = defineMessages({
  loading: { id: 'shell.routePending.loading', defaultMessage: 'Loading the page…' },
  offlineHeading: { id: 'shell.routePending.offlineHeading', defaultMessage: 'Waiting for the connection' },
  offlineBody: {
    id: 'shell.routePending.offlineBody',
    defaultMessage: 'You are offline, so this page cannot be fetched. It opens by itself once the connection is back.',
  },
});

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/** Whether the data layer thinks it is online: offline, its fetches wait (and a route's loader with them). */
function useQueriesOnline(): boolean {
  return useSyncExternalStore(subscribe, () => onlineManager.isOnline(), () => true);
}

/**
 * Every route's pending screen (the router's `defaultPendingComponent`), shown in the route's place
 * when its screen or data take a while: the old screen must not stay as if nothing happened while
 * the address already changed. Offline the data waits for the connection (and then comes by
 * itself), so it says so and offers the way home.
 */
export function RoutePending() {
  const intl = useIntl();
  const online = useQueriesOnline();
  if (online) {
    return (
      <p role="status" aria-busy="true" className={styles.loading}>
        {intl.formatMessage(routePendingMessages.loading)}
      </p>
    );
  }
  return (
    <MessageScreen
      heading={intl.formatMessage(routePendingMessages.offlineHeading)}
      body={intl.formatMessage(routePendingMessages.offlineBody)}
      action={<Link to="/">{intl.formatMessage(routeErrorMessages.home)}</Link>}
    />
  );
}
