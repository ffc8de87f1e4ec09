import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { NameForm } from '../../components/edit/NameForm';
import { RenameDeleteRow, type RenameDeleteRowMessages } from '../../components/edit/RenameDeleteRow';
import { LoadStatus } from '../../components/status/LoadStatus';
import type { Loadable } from '../../api/loadable';
import * as styles from './collections.css';
import { collectionsMessages } from './messages';
import type { Collection } from './queries';
import { commonMessages as c, listMessages as m } from './screenMessages';

export interface CollectionsScreenProps {
  /** The user's collections, oldest first, with their item counts. */
  collections: Loadable<readonly Collection[]>;
  isAdding: boolean;
  /** Adds a collection by name; resolves once added. */
  onAdd: (name: string) => Promise<unknown>;
  /** Renames a collection; resolves once saved, rejects (keeping the form) when refused. */
  onRename: (collectionId: string, name: string) => Promise<unknown>;
  /** Deletes a collection with its items; resolves once deleted. */
  onDelete: (collectionId: string) => Promise<unknown>;
  onRetry: () => void;
}

const rowMessages: RenameDeleteRowMessages = {
  rename: m.rename,
  renameNamed: m.renameNamed,
  delete: m.delete,
  deleteNamed: m.deleteNamed,
  newName: m.newName,
  save: m.save,
  nameRequired: m.nameRequired,
  cancel: c.cancel,
};

/** /collections: the collections with their item counts; added, renamed, deleted (asked first, saying how many items go). */
export function CollectionsScreen({ collections, isAdding, onAdd, onRename, onDelete, onRetry }: CollectionsScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const isEmpty = collections.status === 'ready' && collections.data.length === 0;
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(collectionsMessages.name)}</h1>
      <section className={styles.section} aria-labelledby={headingId} aria-busy={collections.status === 'loading'}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {intl.formatMessage(isEmpty ? m.emptyHeading : m.yours)}
        </h2>
        {collections.status !== 'ready' ? (
          <LoadStatus status={collections.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
        ) : isEmpty ? (
          <p className={styles.muted}>{intl.formatMessage(m.emptyBody)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {collections.data.map((collection) => (
              <RenameDeleteRow
                key={collection._id}
                name={collection.name}
                link={
                  <Link to="/collection/$id" params={{ id: collection._id }} className={styles.rowLink}>
                    <span className={styles.name} data-name>
                      {collection.name}
                    </span>
                    <span className={styles.facts}>{intl.formatMessage(c.itemCount, { count: collection.itemCount })}</span>
                  </Link>
                }
                messages={rowMessages}
                onRename={(name) => onRename(collection._id, name)}
                renderDelete={({ cancel, closeWhenSaved }) => (
                  <ConfirmPanel
                    message={
                      collection.itemCount === 0
                        ? intl.formatMessage(m.deleteEmptyQuestion, { name: collection.name })
                        : intl.formatMessage(m.deleteQuestion, { name: collection.name, count: collection.itemCount })
                    }
                    confirmLabel={intl.formatMessage(m.deleteNamed, { name: collection.name })}
                    cancelLabel={intl.formatMessage(c.cancel)}
                    onConfirm={() => void closeWhenSaved(onDelete(collection._id)).catch(() => undefined)}
                    onCancel={cancel}
                  />
                )}
              />
            ))}
          </ul>
        )}
        {collections.status === 'ready' ? (
          <NameForm
            label={intl.formatMessage(m.newCollection)}
            submitLabel={intl.formatMessage(m.add)}
            requiredMessage={intl.formatMessage(m.nameRequired)}
            isBusy={isAdding}
            maxLength={100}
            onSubmit={onAdd}
          />
        ) : null}
      </section>
    </div>
  );
}
