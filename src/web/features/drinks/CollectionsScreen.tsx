import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { NameForm } from '../../components/edit/NameForm';
import { RenameDeleteRow, type RenameDeleteRowMessages } from '../../components/edit/RenameDeleteRow';
import { LoadStatus } from '../../components/status/LoadStatus';
import { DeleteCollectionPanel, type DrinksFate } from './DeleteCollectionPanel';
import * as styles from './drinks.css';
import { drinksMessages } from './messages';
import type { DrinkCollection } from './queries';
import { collectionsMessages as m, collectionsValueMessages as mv, commonMessages as c } from './screenMessages';
import { WhatCanIMake, type WhatCanIMakeProps } from './WhatCanIMake';

export interface CollectionsScreenProps {
  /** The user's collections, oldest first, with their drink counts. */
  collections: Loadable<readonly DrinkCollection[]>;
  isAdding: boolean;
  /** Adds a collection by name; resolves once added. */
  onAdd: (name: string) => Promise<unknown>;
  /** Renames a collection; resolves once saved, rejects (keeping the form) when refused. */
  onRename: (collectionId: string, name: string) => Promise<unknown>;
  /** Deletes a collection, its drinks deleted or moved as chosen; resolves once deleted. */
  onDelete: (collectionId: string, fate: DrinksFate) => Promise<unknown>;
  onRetry: () => void;
  /** "What can I make" from a storage place. */
  make: WhatCanIMakeProps;
}

/** /drink-collections: every collection with how many drinks it holds (to open, add, rename or delete, asked first), and "What can I make". */
export function CollectionsScreen({ collections, isAdding, onAdd, onRename, onDelete, onRetry, make }: CollectionsScreenProps) {
  const intl = useIntl();
  const listHeading = useId();
  const isEmpty = collections.status === 'ready' && collections.data.length === 0;
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(drinksMessages.name)}</h1>
      <section className={styles.section} aria-labelledby={listHeading} aria-busy={collections.status === 'loading'}>
        <h2 id={listHeading} className={styles.sectionHeading}>
          {intl.formatMessage(isEmpty ? m.emptyHeading : m.heading)}
        </h2>
        {collections.status !== 'ready' ? (
          <LoadStatus status={collections.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
        ) : isEmpty ? (
          <p className={styles.muted}>{intl.formatMessage(m.emptyBody)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={listHeading}>
            {collections.data.map((collection) => (
              <CollectionRow
                key={collection._id}
                collection={collection}
                others={collections.data.filter((other) => other._id !== collection._id)}
                onRename={(name) => onRename(collection._id, name)}
                onDelete={(fate) => onDelete(collection._id, fate)}
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
            onSubmit={onAdd}
          />
        ) : null}
      </section>
      <WhatCanIMake {...make} />
    </div>
  );
}

/** The row's words (RenameDeleteRow formats them with the name). */
const rowMessages: RenameDeleteRowMessages = {
  rename: m.rename,
  renameNamed: mv.renameNamed,
  delete: m.delete,
  deleteNamed: mv.deleteNamed,
  newName: mv.newName,
  save: m.save,
  nameRequired: m.nameRequired,
  cancel: c.cancel,
};

interface CollectionRowProps {
  collection: DrinkCollection;
  others: readonly DrinkCollection[];
  onRename: (name: string) => Promise<unknown>;
  onDelete: (fate: DrinksFate) => Promise<unknown>;
}

function CollectionRow({ collection, others, onRename, onDelete }: CollectionRowProps) {
  const intl = useIntl();
  return (
    <RenameDeleteRow
      name={collection.name}
      link={
        <Link to="/drink-collection/$id" params={{ id: collection._id }} className={styles.rowLink}>
          <span className={styles.name} data-name>
            {collection.name}
          </span>
          <span className={styles.small}>{intl.formatMessage(mv.count, { count: collection.drinkCount })}</span>
        </Link>
      }
      messages={rowMessages}
      onRename={onRename}
      renderDelete={({ cancel, closeWhenSaved }) => (
        <DeleteCollectionPanel collection={collection} others={others} onConfirm={(fate) => void closeWhenSaved(onDelete(fate)).catch(() => undefined)} onCancel={cancel} />
      )}
    />
  );
}
