import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { NamedCollectionsScreen, type NamedCollectionsEdits, type NamedCollectionsMessages } from '../../components/namedCollection/NamedCollectionsScreen';
import { RowLabel } from '../../components/namedCollection/RowLabel';
import type { Loadable } from '../../api/loadable';
import * as styles from './collections.css';
import { collectionsMessages } from './messages';
import type { Collection } from './queries';
import { commonMessages as c, listMessages as m } from './screenMessages';

export interface CollectionsScreenProps extends NamedCollectionsEdits {
  /** The user's collections, oldest first, with their item counts. */
  collections: Loadable<readonly Collection[]>;
  /** Deletes a collection with its items; resolves once deleted. */
  onDelete: (collectionId: string) => Promise<unknown>;
  onRetry: () => void;
}

// The catalogue's keys are the screen's own; only these few differ.
const messages: NamedCollectionsMessages = { ...m, title: collectionsMessages.name, heading: m.yours, addLabel: m.newCollection, cancel: c.cancel };

/** /collections: the collections with their item counts; added, renamed, deleted (asked first, saying how many items go). */
export function CollectionsScreen({ collections, onDelete, ...listProps }: CollectionsScreenProps) {
  const intl = useIntl();
  return (
    <NamedCollectionsScreen
      things={collections}
      {...listProps}
      messages={messages}
      link={(collection) => (
        <Link to="/collection/$id" params={{ id: collection._id }} className={styles.rowLink}>
          <RowLabel name={collection.name} facts={intl.formatMessage(c.itemCount, { count: collection.itemCount })} />
        </Link>
      )}
      renderDelete={(collection, _others, { cancel, closeWhenDeleted }) => (
        <ConfirmPanel
          message={
            collection.itemCount === 0
              ? intl.formatMessage(m.deleteEmptyQuestion, { name: collection.name })
              : intl.formatMessage(m.deleteQuestion, { name: collection.name, count: collection.itemCount })
          }
          confirmLabel={intl.formatMessage(m.deleteNamed, { name: collection.name })}
          cancelLabel={intl.formatMessage(c.cancel)}
          onConfirm={() => closeWhenDeleted(onDelete(collection._id))}
          onCancel={cancel}
        />
      )}
    />
  );
}
