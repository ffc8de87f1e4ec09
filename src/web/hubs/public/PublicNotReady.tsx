import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../auth/AuthProvider';
import { MessageScreen } from '../../components/MessageScreen';
import { LoadStatus } from '../../components/status/LoadStatus';
import { statusMessages as m } from './messages';
import * as styles from './public.css';

/**
 * The one page for a link that does not open: revoked, expired or never made all answer the same
 * 404, so the page says the same for each, with a way into the app (sign-in, or Home when signed in).
 */
export function LinkGone() {
  const intl = useIntl();
  const signedIn = useCurrentUser() !== null;
  const wayOn = signedIn ? (
    <Link to="/" className={styles.link}>
      {intl.formatMessage(m.home)}
    </Link>
  ) : (
    <Link to="/login" className={styles.link}>
      {intl.formatMessage(m.signIn)}
    </Link>
  );
  return <MessageScreen heading={intl.formatMessage(m.goneHeading)} body={intl.formatMessage(m.goneBody)} action={wayOn} />;
}

export interface PublicNotReadyProps {
  status: 'notFound' | 'loading' | 'error';
  /** The page's title, its heading until the shared thing's name is known. */
  heading: string;
  onRetry: () => void;
}

/** A public page before what it shows is there: the gone page, the loading flag, or the failure with Try again. */
export function PublicNotReady({ status, heading, onRetry }: PublicNotReadyProps) {
  const intl = useIntl();
  if (status === 'notFound') return <LinkGone />;
  return (
    <div className={styles.screen} aria-busy={status === 'loading'}>
      <h1 className={styles.heading}>{heading}</h1>
      <LoadStatus status={status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.failed)} onRetry={onRetry} />
    </div>
  );
}
