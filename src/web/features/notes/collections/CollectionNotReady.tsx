import { useIntl } from 'react-intl';
import { NotReady, type NotReadyProps } from '../../../components/status/NotReady';
import { commonMessages as c } from './messages';

/** A collection's page before its collection is there: not found, loading, or failed with Try again; each with the way back. */
export function CollectionNotReady({ status, heading, onRetry }: Pick<NotReadyProps, 'status' | 'heading' | 'onRetry'>) {
  const intl = useIntl();
  return (
    <NotReady
      status={status}
      heading={heading}
      onRetry={onRetry}
      loadingText={intl.formatMessage(c.loadingCollection)}
      failedText={intl.formatMessage(c.collectionLoadFailed)}
      notFound={{ heading: intl.formatMessage(c.notFoundHeading), body: intl.formatMessage(c.notFoundBody) }}
      back={{ to: '/notes-collections', text: intl.formatMessage(c.toCollections) }}
    />
  );
}
