import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { useOutbox, useOutboxView } from '../../outbox/OutboxContext';
import { outboxMessages as m } from '../../outbox/outboxMessages';
import * as styles from './outbox.css';
import { OutboxPanel } from './OutboxPanel';

/**
 * The shell's line about the outbox (issue 25): how many changes wait on this device, and how many
 * need the user, with the list behind "Show". Nothing while every change is on the server. A new
 * refusal opens the list, so it is never missed.
 */
export function OutboxStatus() {
  const intl = useIntl();
  const outbox = useOutbox();
  const view = useOutboxView();
  const isSender = useSelector(outbox?.actor, (snapshot) => snapshot?.context.isSender ?? false) ?? false;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const showButton = useRef<HTMLButtonElement>(null);
  const focusShowButton = useRef(false);
  useEffect(() => {
    if (open || !focusShowButton.current) return;
    focusShowButton.current = false;
    showButton.current?.focus();
  }, [open]);
  const attention = view.attention.length;
  // A new refusal opens the list (state adjusted while rendering, not in an effect).
  const [attentionSeen, setAttentionSeen] = useState(0);
  if (attention !== attentionSeen) {
    setAttentionSeen(attention);
    if (attention > attentionSeen) setOpen(true);
  }

  const shown = outbox !== null && (view.unsentCount > 0 || open);
  return (
    <div>
      <div className={shown ? styles.bar : undefined}>
        {/* Always drawn, so a count that appears is announced. */}
        <span role="status">
          {shown && view.unsentCount > 0 && intl.formatMessage(m.waiting, { count: view.unsentCount })}
          {shown && attention > 0 && ' '}
          {shown && attention > 0 && <span className={styles.attentionCount}>{intl.formatMessage(m.attentionCount, { count: attention })}</span>}
        </span>
        {shown && !open && (
          <Button ref={showButton} size="sm" aria-expanded={false} aria-controls={panelId} onClick={() => setOpen(true)}>
            {intl.formatMessage(m.show)}
          </Button>
        )}
      </div>
      {shown && open && (
        <OutboxPanel
          id={panelId}
          view={view}
          isSender={isSender}
          onApplyAnyway={outbox!.applyAnyway}
          onDiscard={outbox!.discard}
          onSendNow={outbox!.sendNow}
          onClose={() => {
            // Back to "Show the list", not to the top of the page.
            focusShowButton.current = true;
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
