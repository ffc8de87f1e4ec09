import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NotSentMark } from '../../outbox/NotSentMark';
import { unsentMessages } from './changeLabels';
import * as styles from './shopping.css';

/** Under a list's heading while its cleared checked items wait to be sent: what happened, and that it is not sent yet. */
export function ClearingMark() {
  const intl = useIntl();
  const markId = useId();
  return (
    <p className={styles.small} aria-describedby={markId}>
      {intl.formatMessage(unsentMessages.clearing)}
      <NotSentMark id={markId} />
    </p>
  );
}
