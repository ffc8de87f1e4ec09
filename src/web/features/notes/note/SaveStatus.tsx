import { useIntl } from 'react-intl';
import type { NoteDraftView } from '../../../../../machines/noteDraftMachine';
import { Button } from '../../../components/Button';
import { noteMessages as m } from './messages';
import * as styles from './Note.css';

/**
 * The autosave's state (issue 10: no Save button, a visible "saved" state): "Saving…" while a
 * change waits or is sent, "Saved", or "Not saved yet – retrying" with the reason and Try again.
 * Announced politely, so a screen reader hears it without losing its place.
 */
export function SaveStatus({ view, onRetry }: { view: NoteDraftView; onRetry: () => void }) {
  const intl = useIntl();
  const { status, errorMessageId } = view;
  const failed = status === 'failed';
  const text =
    status === 'pending' || status === 'saving'
      ? intl.formatMessage(m.saving)
      : status === 'saved'
        ? intl.formatMessage(m.saved)
        : failed
          ? intl.formatMessage(m.notSaved)
          : '';
  return (
    <div className={styles.saveStatus}>
      <div role="status" className={styles.statusLines}>
        <p className={failed ? styles.statusFailed : styles.statusText}>{text}</p>
        {failed && errorMessageId ? <p className={styles.statusText}>{intl.formatMessage({ id: errorMessageId })}</p> : null}
      </div>
      {failed ? (
        <Button size="sm" onClick={onRetry}>
          {intl.formatMessage(m.retrySave)}
        </Button>
      ) : null}
    </div>
  );
}
