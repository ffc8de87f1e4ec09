import { useIntl } from 'react-intl';
import { outboxMessages } from './outboxMessages';
import { mark } from '../components/notice.css';

/**
 * "Not sent yet" beside what a waiting change touched (issue 25). Give it an id and point the
 * thing's `aria-describedby` at it, so a screen reader hears it with the thing's name.
 */
export function NotSentMark({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <span id={id} className={mark}>
      {intl.formatMessage(outboxMessages.pendingMark)}
    </span>
  );
}
