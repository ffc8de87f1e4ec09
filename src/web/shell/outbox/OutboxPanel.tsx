import { isSameDay } from 'date-fns';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { OutboxChange, OutboxViewModel } from '../../../../machines/outboxMachine';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { dayText, formatLocalClockTime } from '../../i18n/dateText';
import { outboxMessages as m } from '../../outbox/outboxMessages';
import { changeLabel, refusalReason } from './changeText';
import * as styles from './outbox.css';

export interface OutboxPanelProps {
  id: string;
  view: OutboxViewModel;
  /** This tab sends; another tab of the app may be the one sending. */
  isSender: boolean;
  onApplyAnyway: (id: string) => void;
  onDiscard: (id: string) => void;
  onSendNow: () => void;
  onClose: () => void;
  /** Today, for telling a time from a day and time (tests and stories fix it). */
  now?: Date;
}

const madeAt = (intl: IntlShape, change: OutboxChange, now: Date) => {
  const at = new Date(change.queuedAt);
  const when = isSameDay(at, now) ? formatLocalClockTime(at) : `${dayText(intl, at)} ${formatLocalClockTime(at)}`;
  return intl.formatMessage(m.madeAt, { when });
};

function statusText(intl: IntlShape, { status, pending }: OutboxViewModel, isSender: boolean): string | null {
  if (pending.length === 0) return null;
  if (status === 'waitingForNetwork') return intl.formatMessage(m.statusOffline);
  if (status === 'sending') return intl.formatMessage(m.statusSending);
  if (status === 'backingOff') return intl.formatMessage(m.statusBackingOff);
  if (status === 'waitingForSession') return intl.formatMessage(m.statusSignedOut);
  return isSender ? null : intl.formatMessage(m.statusOtherTab);
}

/**
 * The changes on this device the server has not confirmed (issue 25): those waiting to be sent,
 * oldest first, and those it refused, each with what was tried, why it was refused, and the
 * user's choice: Apply anyway, or Discard (asked first: it is not kept anywhere else).
 */
export function OutboxPanel({ id, view, isSender, onApplyAnyway, onDiscard, onSendNow, onClose, now = new Date() }: OutboxPanelProps) {
  const intl = useIntl();
  const [discarding, setDiscarding] = useState<string | null>(null);
  const status = statusText(intl, view, isSender);
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.heading}>
          {intl.formatMessage(m.title)}
        </h2>
        <div className={styles.actions}>
          {view.status === 'backingOff' && <Button onClick={onSendNow}>{intl.formatMessage(m.sendNow)}</Button>}
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        </div>
      </div>
      {status && <p className={styles.muted}>{status}</p>}
      {view.unsentCount === 0 && <p>{intl.formatMessage(m.nothingWaiting)}</p>}
      {view.attention.length > 0 && (
        <>
          <h3 className={styles.subheading}>{intl.formatMessage(m.attentionHeading)}</h3>
          <ul className={styles.list} aria-label={intl.formatMessage(m.attentionHeading)}>
            {view.attention.map((change) => (
              <li key={change.id} className={styles.refused}>
                <strong>{changeLabel(intl, change)}</strong>
                <span className={styles.muted}>{madeAt(intl, change, now)}</span>
                <span>{intl.formatMessage(m.refusedBecause, { reason: refusalReason(intl, change) })}</span>
                {discarding === change.id ? (
                  <ConfirmPanel
                    message={intl.formatMessage(m.discardConfirm)}
                    confirmLabel={intl.formatMessage(m.discard)}
                    cancelLabel={intl.formatMessage(m.cancel)}
                    onConfirm={() => {
                      setDiscarding(null);
                      onDiscard(change.id);
                    }}
                    onCancel={() => setDiscarding(null)}
                  />
                ) : (
                  <div className={styles.actions}>
                    <Button onClick={() => onApplyAnyway(change.id)}>{intl.formatMessage(m.applyAnyway)}</Button>
                    <Button onClick={() => setDiscarding(change.id)}>{intl.formatMessage(m.discard)}</Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {view.pending.length > 0 && (
        <>
          <h3 className={styles.subheading}>{intl.formatMessage(m.pendingHeading)}</h3>
          <ul className={styles.list} aria-label={intl.formatMessage(m.pendingHeading)}>
            {view.pending.map((change) => (
              <li key={change.id} className={styles.change}>
                <span>{changeLabel(intl, change)}</span>
                <span className={styles.muted}>{madeAt(intl, change, now)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
