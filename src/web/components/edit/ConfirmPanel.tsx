import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './edit.css';

export interface ConfirmPanelProps {
  /** What will happen, e.g. "Delete Work? Its 3 sub groups are deleted with it." */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
  /** A choice that goes with the question (e.g. what becomes of what the deleted thing holds). */
  children?: ReactNode;
}

/**
 * Asks before something is destroyed, in place of the row's buttons. Focus starts on Cancel, so a
 * second Enter does not delete; Escape cancels.
 */
export function ConfirmPanel({ message, confirmLabel, cancelLabel, onConfirm, onCancel, isBusy = false, children }: ConfirmPanelProps) {
  const messageId = useId();
  const buttons = useRef<HTMLDivElement>(null);
  useEffect(() => buttons.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={messageId}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id={messageId} className={styles.warning}>
        {message}
      </p>
      {children}
      <div ref={buttons} className={styles.buttons}>
        <Button className={styles.danger} disabled={isBusy} aria-busy={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button data-cancel onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
