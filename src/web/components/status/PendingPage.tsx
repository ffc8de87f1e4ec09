import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as page from '../page/page.css';
import { LoadStatus } from './LoadStatus';

export interface PendingPageProps {
  status: 'loading' | 'error';
  /** The page's heading while its thing loads or failed to. */
  heading: string;
  messages: { loading: MessageDescriptor; loadFailed: MessageDescriptor };
  onRetry: () => void;
  /** What shows under a failure (the way back). */
  children?: ReactNode;
}

/** A page whose thing is not there yet: its heading over the loading flag, or the failure with Try again. */
export function PendingPage({ status, heading, messages, onRetry, children }: PendingPageProps) {
  const intl = useIntl();
  return (
    <div className={page.screen} aria-busy={status === 'loading'}>
      <h1 className={page.heading}>{heading}</h1>
      <LoadStatus status={status} loadingText={intl.formatMessage(messages.loading)} failedText={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      {status === 'error' ? children : null}
    </div>
  );
}
