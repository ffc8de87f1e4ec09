import { useIntl } from 'react-intl';
import { NotReady, type NotReadyProps } from '../../components/status/NotReady';
import { commonMessages as c } from './screenMessages';

/** A list's page before its list is there: not found, loading, or failed with Try again; each with the way to every list. */
export function ListNotReady({ status, heading, onRetry }: Pick<NotReadyProps, 'status' | 'heading' | 'onRetry'>) {
  const intl = useIntl();
  return (
    <NotReady
      status={status}
      heading={heading}
      onRetry={onRetry}
      loadingText={intl.formatMessage(c.loadingList)}
      failedText={intl.formatMessage(c.listLoadFailed)}
      notFound={{ heading: intl.formatMessage(c.notFoundHeading), body: intl.formatMessage(c.notFoundBody) }}
      back={{ to: '/shopping-lists', text: intl.formatMessage(c.toLists) }}
    />
  );
}
