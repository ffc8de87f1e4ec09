import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { MessageScreen } from '../../../components/MessageScreen';
import { noteMessages as m } from './messages';
import * as styles from './Note.css';

/** The note is on its way (the loader usually has it already). */
export function NoteLoading() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <p role="status" className={styles.muted}>
        {intl.formatMessage(m.loading)}
      </p>
    </div>
  );
}

/** NOTE_NOT_FOUND: deleted, never there, or another user's; the way out is the collections. */
export function NoteNotFound() {
  const intl = useIntl();
  return (
    <MessageScreen
      heading={intl.formatMessage(m.notFoundHeading)}
      body={intl.formatMessage(m.notFoundBody)}
      action={
        <Link to="/notes-collections" className={styles.link}>
          {intl.formatMessage(m.allCollections)}
        </Link>
      }
    />
  );
}

/** Any other failure to load (offline, the server down): Try again. */
export function NoteLoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <MessageScreen
      heading={intl.formatMessage(m.loadFailedHeading)}
      body={intl.formatMessage(m.loadFailedBody)}
      action={
        <>
          <Button variant="primary" onClick={onRetry}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
          <Link to="/notes-collections" className={styles.link}>
            {intl.formatMessage(m.allCollections)}
          </Link>
        </>
      }
    />
  );
}
