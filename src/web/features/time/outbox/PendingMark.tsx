import { useIntl } from 'react-intl';
import { outboxMessages } from '../../../outbox/outboxMessages';
import * as styles from './PendingMark.css';

/**
 * "Not sent yet": shown beside a stamp a waiting change touches. Give it an id and point the
 * stamp's controls at it (`aria-describedby`) so a screen reader hears it with them.
 */
export function PendingMark({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <span id={id} className={styles.mark}>
      {intl.formatMessage(outboxMessages.pendingMark)}
    </span>
  );
}
