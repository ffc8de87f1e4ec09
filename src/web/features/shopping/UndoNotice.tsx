import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { commonMessages as m } from './screenMessages';
import * as styles from './shopping.css';

export interface UndoNoticeProps {
  /** What just happened ("Checked off Milk"); a new text is announced. */
  text: string;
  onUndo: () => void;
  onDismiss: () => void;
  isBusy?: boolean;
}

/** How long the offer to undo stays when nothing else happens. */
export const undoOfferedFor = 10_000;

/**
 * The offer to undo what was just done, kept in view at the foot of the screen: the app's
 * toasts last a second (spec §9), too short to reach a button in, so Undo lives in the page as
 * on the notes screens. It goes after `undoOfferedFor`, unless the pointer or focus is on it.
 */
export function UndoNotice({ text, onUndo, onDismiss, isBusy = false }: UndoNoticeProps) {
  const intl = useIntl();
  const held = useRef(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!held.current) dismiss.current();
    }, undoOfferedFor);
    return () => window.clearInterval(timer);
  }, [text]);
  return (
    <div
      className={styles.notice}
      onPointerEnter={() => (held.current = true)}
      onPointerLeave={() => (held.current = false)}
      onFocus={() => (held.current = true)}
      onBlur={() => (held.current = false)}
    >
      <p role="status" className={styles.noticeText}>
        {text}
      </p>
      <div className={styles.actions}>
        <Button size="sm" className={styles.noticeButton} data-focus="undo" disabled={isBusy} aria-busy={isBusy} onClick={onUndo}>
          {intl.formatMessage(m.undo)}
        </Button>
        <Button size="sm" variant="ghost" className={styles.noticeButton} onClick={onDismiss}>
          {intl.formatMessage(m.dismiss)}
        </Button>
      </div>
    </div>
  );
}
