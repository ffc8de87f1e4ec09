import { Link, type LinkProps } from '@tanstack/react-router';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { MessageScreen } from '../MessageScreen';
import * as page from '../page/page.css';
import { PendingPage } from './PendingPage';

/** The area's words for a page before its thing is there. */
export interface NotReadyMessages {
  loading: MessageDescriptor;
  loadFailed: MessageDescriptor;
  notFoundHeading: MessageDescriptor;
  notFoundBody: MessageDescriptor;
  /** The way back ("All shopping lists"), shown when not found and under a failure. */
  back: MessageDescriptor;
}

export interface NotReadyProps {
  status: 'notFound' | 'loading' | 'error';
  /** The page's heading while its thing loads or failed to. */
  heading: string;
  messages: NotReadyMessages;
  /** Where the way back leads: the area's list. */
  backTo: LinkProps['to'];
  onRetry: () => void;
}

/** A page before the thing it shows is there: not found (with the way back), loading, or failed with Try again and the way back. */
export function NotReady({ status, heading, messages, backTo, onRetry }: NotReadyProps) {
  const intl = useIntl();
  const backLink = (
    <Link to={backTo} className={page.link}>
      {intl.formatMessage(messages.back)}
    </Link>
  );
  if (status === 'notFound') {
    return <MessageScreen heading={intl.formatMessage(messages.notFoundHeading)} body={intl.formatMessage(messages.notFoundBody)} action={backLink} />;
  }
  return (
    <PendingPage status={status} heading={heading} messages={messages} onRetry={onRetry}>
      {backLink}
    </PendingPage>
  );
}
