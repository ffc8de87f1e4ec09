import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { OutboxChange } from '../../../../machines/outboxMachine';
import { errorCodeMessages } from '../../api/errorMessages';
import type { ErrorCode } from '../../../contract/types';

/** What the change is, in the user's language: its area's label text (shell-loaded, `<area>.outbox.*`). */
export const changeLabel = (intl: IntlShape, change: OutboxChange) =>
  intl.formatMessage({ id: change.label.id, defaultMessage: change.label.id }, change.label.values);

/** Why the server refused it: the client's words for the code, else the server's message. */
export function refusalReason(intl: IntlShape, change: OutboxChange): string {
  const refusal = change.refusal;
  if (!refusal) return '';
  const known: MessageDescriptor | undefined = errorCodeMessages[refusal.code as ErrorCode];
  return known ? intl.formatMessage(known) : refusal.message || refusal.code;
}
