import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { contentsQuery, type ContentsQuery } from '../../components/edit/contentsQuery';
import type { DeleteContainerMessages } from '../../components/edit/DeleteContainerPanel';
import { contentsFateQuestion } from '../../components/namedCollection/contentsFateQuestion';
import { NamedCollectionsScreen, type NamedCollectionsEdits, type NamedCollectionsMessages } from '../../components/namedCollection/NamedCollectionsScreen';
import { RowLabel } from '../../components/namedCollection/RowLabel';
import * as styles from './drinks.css';
import { drinksMessages } from './messages';
import type { DrinkCollection } from './queries';
import { collectionsMessages as m, collectionsValueMessages as mv, commonMessages as c } from './screenMessages';
import { WhatCanIMake, type WhatCanIMakeProps } from './WhatCanIMake';

/** What becomes of a deleted collection's drinks (DELETE /drink-collection's query). */
export type DrinksFate = ContentsQuery<'Drinks'>;

export interface CollectionsScreenProps extends NamedCollectionsEdits {
  /** The user's collections, oldest first, with their drink counts. */
  collections: Loadable<readonly DrinkCollection[]>;
  /** Deletes a collection, its drinks deleted or moved as chosen; resolves once deleted. */
  onDelete: (collectionId: string, fate: DrinksFate) => Promise<unknown>;
  onRetry: () => void;
  /** "What can I make" from a storage place. */
  make: WhatCanIMakeProps;
}

// The catalogue's keys are the screen's own; only these few differ.
const messages: NamedCollectionsMessages = { ...m, ...mv, title: drinksMessages.name, addLabel: m.newCollection, cancel: c.cancel };

const deleteMessages: DeleteContainerMessages = { question: mv.deleteQuestion, emptyQuestion: mv.deleteEmptyQuestion, confirm: mv.confirmDelete, cancel: c.cancel, move: m.moveDrinks, deleteContents: m.deleteDrinks, moveTarget: m.moveTarget };

/** /drink-collections: every collection with how many drinks it holds (to open, add, rename or delete, asked first), and "What can I make". */
export function CollectionsScreen({ collections, onDelete, make, ...listProps }: CollectionsScreenProps) {
  const intl = useIntl();
  return (
    <NamedCollectionsScreen
      things={collections}
      {...listProps}
      messages={messages}
      link={(collection) => (
        <Link to="/drink-collection/$id" params={{ id: collection._id }} className={styles.rowLink}>
          <RowLabel name={collection.name} facts={intl.formatMessage(mv.count, { count: collection.drinkCount })} />
        </Link>
      )}
      renderDelete={contentsFateQuestion((collection) => collection.drinkCount, deleteMessages, (id, fate) => onDelete(id, contentsQuery(fate, 'Drinks')))}
    >
      <WhatCanIMake {...make} />
    </NamedCollectionsScreen>
  );
}
