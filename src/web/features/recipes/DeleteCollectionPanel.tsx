import { DeleteContainerPanel, type ContentsFate, type DeleteContainerMessages } from '../../components/edit/DeleteContainerPanel';
import type { RecipeCollection } from './queries';
import { collectionsMessages as m, collectionsValueMessages as mv, commonMessages as c } from './screenMessages';

/** What becomes of a deleted collection's recipes (DELETE /recipe-collection's query). */
export type RecipesFate = { deleteRecipes: true } | { moveRecipesTo: string } | Record<string, never>;

export interface DeleteCollectionPanelProps {
  collection: RecipeCollection;
  /** The user's other collections, where its recipes may go. */
  others: readonly RecipeCollection[];
  onConfirm: (fate: RecipesFate) => void;
  onCancel: () => void;
}

const panelMessages: DeleteContainerMessages = {
  question: mv.deleteQuestion,
  emptyQuestion: mv.deleteEmptyQuestion,
  confirm: mv.confirmDelete,
  cancel: c.cancel,
  move: m.moveRecipes,
  deleteContents: m.deleteRecipes,
  moveTarget: m.moveTarget,
};

function recipesFate(fate: ContentsFate): RecipesFate {
  if ('moveTo' in fate) return { moveRecipesTo: fate.moveTo };
  return 'deleteContents' in fate ? { deleteRecipes: true } : {};
}

/** Asks before a collection is deleted, and what becomes of its recipes (409 RECIPE_COLLECTION_NOT_EMPTY when unsaid). */
export function DeleteCollectionPanel({ collection, others, onConfirm, onCancel }: DeleteCollectionPanelProps) {
  return (
    <DeleteContainerPanel
      name={collection.name}
      count={collection.recipeCount}
      others={others}
      messages={panelMessages}
      onConfirm={(fate) => onConfirm(recipesFate(fate))}
      onCancel={onCancel}
    />
  );
}
