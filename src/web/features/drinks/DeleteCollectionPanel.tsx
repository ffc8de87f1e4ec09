import { DeleteContainerPanel, type ContentsFate, type DeleteContainerMessages } from '../../components/edit/DeleteContainerPanel';
import type { DrinkCollection } from './queries';
import { collectionsMessages as m, collectionsValueMessages as mv, commonMessages as c } from './screenMessages';

/** What becomes of a deleted collection's drinks (DELETE /drink-collection's query). */
export type DrinksFate = { deleteDrinks: true } | { moveDrinksTo: string } | Record<string, never>;

export interface DeleteCollectionPanelProps {
  collection: DrinkCollection;
  /** The user's other collections, where its drinks may go. */
  others: readonly DrinkCollection[];
  onConfirm: (fate: DrinksFate) => void;
  onCancel: () => void;
}

const panelMessages: DeleteContainerMessages = {
  question: mv.deleteQuestion,
  emptyQuestion: mv.deleteEmptyQuestion,
  confirm: mv.confirmDelete,
  cancel: c.cancel,
  move: m.moveDrinks,
  deleteContents: m.deleteDrinks,
  moveTarget: m.moveTarget,
};

function drinksFate(fate: ContentsFate): DrinksFate {
  if ('moveTo' in fate) return { moveDrinksTo: fate.moveTo };
  return 'deleteContents' in fate ? { deleteDrinks: true } : {};
}

/** Asks before a collection is deleted, and what becomes of its drinks (409 DRINK_COLLECTION_NOT_EMPTY when unsaid). */
export function DeleteCollectionPanel({ collection, others, onConfirm, onCancel }: DeleteCollectionPanelProps) {
  return (
    <DeleteContainerPanel
      name={collection.name}
      count={collection.drinkCount}
      others={others}
      messages={panelMessages}
      onConfirm={(fate) => onConfirm(drinksFate(fate))}
      onCancel={onCancel}
    />
  );
}
