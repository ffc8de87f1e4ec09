import { useIntl, type MessageDescriptor } from 'react-intl';
import { NotReady, type NotReadyProps } from '../../components/status/NotReady';
import { commonMessages as c } from './screenMessages';

export interface StorageNotReadyProps extends Pick<NotReadyProps, 'status' | 'heading' | 'onRetry'> {
  texts: { loading: MessageDescriptor; loadFailed: MessageDescriptor; notFoundHeading: MessageDescriptor; notFoundBody: MessageDescriptor };
}

/** A group's or an item's page before it is there: not found, loading, or failed with Try again; each with the way to every place. */
export function StorageNotReady({ status, heading, onRetry, texts }: StorageNotReadyProps) {
  const intl = useIntl();
  return (
    <NotReady
      status={status}
      heading={heading}
      onRetry={onRetry}
      loadingText={intl.formatMessage(texts.loading)}
      failedText={intl.formatMessage(texts.loadFailed)}
      notFound={{ heading: intl.formatMessage(texts.notFoundHeading), body: intl.formatMessage(texts.notFoundBody) }}
      back={{ to: '/storage-groups', text: intl.formatMessage(c.toGroups) }}
    />
  );
}
