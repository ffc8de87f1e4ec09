import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../auth/AuthProvider';
import { MessageScreen } from '../../components/MessageScreen';
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
