import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../components/Button';
import { MessageScreen } from '../components/MessageScreen';
import { useConnectivityCheck } from '../shell/connectivityCheck';
import * as styles from './RouteError.css';
import { releaseHeldReloads, retryFailedStylesheets } from './retryLoading';

export const routeErrorMessages = defineMessages({
  heading: { id: 'shell.routeError.heading', defaultMessage: 'This page could not be loaded' },
  body: {
    id: 'shell.routeError.body',
    defaultMessage: 'Check your connection and try again. If it keeps happening, go to the home page.',
  },
  retry: { id: 'shell.routeError.retry', defaultMessage: 'Try again' },
  retrying: { id: 'shell.routeError.retrying', defaultMessage: 'Trying…' },
  home: { id: 'shell.routeError.home', defaultMessage: 'Go to the home page' },
  stillOffline: { id: 'shell.routeError.stillOffline', defaultMessage: 'Still no connection. Try again once you are back online.' },
});

/**
 * Every route's error screen (the router's `defaultErrorComponent`): shown in the route's place,
 * so the shell around it stays usable. "Try again" first checks that the app's host answers
 * (offline it says so and stays), then fetches again what failed (stylesheets, see
 * retryLoading.ts), re-runs the route (its loaders and its lazy screen) and clears the error.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  const checkConnectivity = useConnectivityCheck();
  const [state, setState] = useState<'idle' | 'retrying' | 'offline'>('idle');

  const retry = async () => {
    if (state === 'retrying') return;
    setState('retrying');
    if (!(await checkConnectivity()) || !(await retryFailedStylesheets())) {
      setState('offline');
      return;
    }
    releaseHeldReloads();
    await router.invalidate();
    // The boundary resets itself when the route's match changes; this covers a render error
    // that a fresh match does not touch.
    reset();
    setState('idle');
  };

  const retrying = state === 'retrying';
  return (
    <MessageScreen
      heading={intl.formatMessage(routeErrorMessages.heading)}
      body={intl.formatMessage(routeErrorMessages.body)}
      action={
        <>
          <Button variant="primary" onClick={() => void retry()} aria-disabled={retrying}>
            {intl.formatMessage(retrying ? routeErrorMessages.retrying : routeErrorMessages.retry)}
          </Button>
          <Link to="/">{intl.formatMessage(routeErrorMessages.home)}</Link>
        </>
      }
    >
      {/* Always rendered, so the line is announced when it appears. */}
      <div role="status">{state === 'offline' && <p className={styles.status}>{intl.formatMessage(routeErrorMessages.stillOffline)}</p>}</div>
    </MessageScreen>
  );
}
