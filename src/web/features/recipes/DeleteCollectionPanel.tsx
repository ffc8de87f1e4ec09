import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import type { RecipeCollection } from './queries';
import * as styles from './recipes.css';
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

/**
 * Asks before a collection is deleted. One with recipes asks what becomes of them: moved into
 * another collection (chosen first when there is one, as nothing is lost) or deleted with it. The
 * server refuses a delete that does not say (409 RECIPE_COLLECTION_NOT_EMPTY).
 */
export function DeleteCollectionPanel({ collection, others, onConfirm, onCancel }: DeleteCollectionPanelProps) {
  const intl = useIntl();
  const count = collection.recipeCount;
  const canMove = others.length > 0;
  const [fate, setFate] = useState<'move' | 'delete'>(canMove ? 'move' : 'delete');
  const [target, setTarget] = useState(others[0]?._id ?? '');
  const name = useId();
  const selectId = useId();
  const confirm = () => {
    if (count === 0) onConfirm({});
    else onConfirm(fate === 'move' ? { moveRecipesTo: target } : { deleteRecipes: true });
  };
  return (
    <ConfirmPanel
      message={count > 0 ? intl.formatMessage(mv.deleteQuestion, { name: collection.name, count }) : intl.formatMessage(mv.deleteEmptyQuestion, { name: collection.name })}
      confirmLabel={intl.formatMessage(mv.confirmDelete, { name: collection.name })}
      cancelLabel={intl.formatMessage(c.cancel)}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {count > 0 ? (
        <div className={styles.form}>
          <ul className={styles.choices}>
            <li>
              <label className={styles.choice}>
                <input type="radio" name={name} checked={fate === 'move'} disabled={!canMove} onChange={() => setFate('move')} />
                {intl.formatMessage(m.moveRecipes)}
              </label>
            </li>
            <li>
              <label className={styles.choice}>
                <input type="radio" name={name} checked={fate === 'delete'} onChange={() => setFate('delete')} />
                {intl.formatMessage(m.deleteRecipes)}
              </label>
            </li>
          </ul>
          {fate === 'move' && canMove ? (
            <div>
              <label htmlFor={selectId}>{intl.formatMessage(m.moveTarget)}</label>
              <select id={selectId} className={styles.select} value={target} onChange={(event) => setTarget(event.target.value)}>
                {others.map((other) => (
                  <option key={other._id} value={other._id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      ) : null}
    </ConfirmPanel>
  );
}
