import { useIntl } from 'react-intl';
import type { NoteDraftView } from '../../../../../machines/noteDraftMachine';
import { Button } from '../../../components/Button';
import { outboxMessages } from '../../../outbox/outboxMessages';
import { noteMessages as m } from './messages';
import * as styles from './Note.css';

/**
 * The autosave's state (issue 10: no Save button, a visible "saved" state): "Saving…" while a
 * change waits or is sent, "Saved", or "Not saved yet – retrying" with the reason and Try again.
 * or the outbox's "Not sent yet" while the outbox holds the save (offline, issue 25). Announced
 * politely, so a screen reader hears it without losing its place.
 */
export function SaveStatus({ view, notSentYet = false, onRetry }: { view: NoteDraftView; notSentYet?: boolean; onRetry: () => void }) {
  const intl = useIntl();
  const { status, errorMessageId } = view;
  const failed = status === 'failed';
  // Handed over to the outbox: not on the server while the outbox still holds it.
  const waiting = status === 'handedOver' && notSentYet;
  const text =
    status === 'pending' || status === 'saving'
      ? intl.formatMessage(m.saving)
      : status === 'saved'
        ? intl.formatMessage(m.saved)
        : failed
          ? intl.formatMessage(m.notSaved)
          : waiting
            ? intl.formatMessage(outboxMessages.pendingMark)
            : '';
  return (
    <div className={styles.saveStatus}>
      <div role="status" className={styles.statusLines}>
        <p className={failed ? styles.statusFailed : waiting ? styles.statusPending : styles.statusText}>{text}</p>
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
