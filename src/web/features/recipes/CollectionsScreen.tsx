import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { contentsQuery, type ContentsQuery } from '../../components/edit/contentsQuery';
import type { DeleteContainerMessages } from '../../components/edit/DeleteContainerPanel';
import { contentsFateQuestion } from '../../components/namedCollection/contentsFateQuestion';
import { NamedCollectionsScreen, type NamedCollectionsEdits, type NamedCollectionsMessages } from '../../components/namedCollection/NamedCollectionsScreen';
import { RowLabel } from '../../components/namedCollection/RowLabel';
import { recipesMessages } from './messages';
import type { RecipeCollection } from './queries';
import * as styles from './recipes.css';
import { collectionsMessages as m, collectionsValueMessages as mv, commonMessages as c } from './screenMessages';

/** What becomes of a deleted collection's recipes (DELETE /recipe-collection's query). */
export type RecipesFate = ContentsQuery<'Recipes'>;

export interface CollectionsScreenProps extends NamedCollectionsEdits {
  /** The user's collections, oldest first, with their recipe counts. */
  collections: Loadable<readonly RecipeCollection[]>;
  /** Deletes a collection, its recipes deleted or moved as chosen; resolves once deleted. */
  onDelete: (collectionId: string, fate: RecipesFate) => Promise<unknown>;
  onRetry: () => void;
  /** The export section (components/transfer/ExportSection), at the foot. */
  exportSection?: ReactNode;
}

// The catalogue's keys are the screen's own; only these few differ.
const messages: NamedCollectionsMessages = { ...m, ...mv, title: recipesMessages.name, addLabel: m.newCollection, cancel: c.cancel };

const deleteMessages: DeleteContainerMessages = { question: mv.deleteQuestion, emptyQuestion: mv.deleteEmptyQuestion, confirm: mv.confirmDelete, cancel: c.cancel, move: m.moveRecipes, deleteContents: m.deleteRecipes, moveTarget: m.moveTarget };

/** /recipe-collections: every collection with how many recipes it holds, to open, add, rename or delete (asked first). */
export function CollectionsScreen({ collections, onDelete, exportSection, ...listProps }: CollectionsScreenProps) {
  const intl = useIntl();
  return (
    <NamedCollectionsScreen
      things={collections}
      {...listProps}
      messages={messages}
      link={(collection) => (
        <Link to="/recipe-collection/$id" params={{ id: collection._id }} className={styles.rowLink}>
          <RowLabel name={collection.name} facts={intl.formatMessage(mv.count, { count: collection.recipeCount })} />
        </Link>
      )}
      renderDelete={contentsFateQuestion((collection) => collection.recipeCount, deleteMessages, (id, fate) => onDelete(id, contentsQuery(fate, 'Recipes')))}
    >
      {exportSection}
    </NamedCollectionsScreen>
  );
}
