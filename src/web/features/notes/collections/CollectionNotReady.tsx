import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { MessageScreen } from '../../../components/MessageScreen';
import * as styles from './collections.css';
import { LoadStatus } from './LoadStatus';
import { commonMessages as c } from './messages';

export interface CollectionNotReadyProps {
  status: 'notFound' | 'loading' | 'error';
  /** The page's heading while its collection loads or failed to. */
  heading: string;
  onRetry: () => void;
}

/** A collection's page before its collection is there: not found (with the way back), loading, or failed with Try again. */
export function CollectionNotReady({ status, heading, onRetry }: CollectionNotReadyProps) {
  const intl = useIntl();
  if (status === 'notFound') {
    return (
      <MessageScreen
        heading={intl.formatMessage(c.notFoundHeading)}
        body={intl.formatMessage(c.notFoundBody)}
        action={<Link to="/notes-collections">{intl.formatMessage(c.toCollections)}</Link>}
      />
    );
  }
  return (
    <div className={styles.screen} aria-busy={status === 'loading'}>
      <h1 className={styles.heading}>{heading}</h1>
      <LoadStatus status={status} loadingText={intl.formatMessage(c.loadingCollection)} failedText={intl.formatMessage(c.collectionLoadFailed)} onRetry={onRetry} />
    </div>
  );
}
