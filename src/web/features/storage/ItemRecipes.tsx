import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LoadStatus } from '../../components/status/LoadStatus';
import type { Loadable } from '../../api/loadable';
import type { RecipeSummary } from './queries';
import { itemMessages as m, itemValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

export interface ItemRecipesProps {
  name: string;
  /** The recipes with an ingredient of the item's food; null for an item not marked as food. */
  recipes: Loadable<readonly RecipeSummary[]> | null;
  onRetry: () => void;
}

/** "Recipes that use this" on an item's page, each a link to the recipe. */
export function ItemRecipes({ name, recipes, onRetry }: ItemRecipesProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={recipes?.status === 'loading'}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.recipesHeading)}
      </h2>
      {recipes === null ? (
        <p className={styles.muted}>{intl.formatMessage(m.notFood)}</p>
      ) : recipes.status !== 'ready' ? (
        <LoadStatus status={recipes.status} loadingText={intl.formatMessage(m.recipesLoading)} failedText={intl.formatMessage(m.recipesFailed)} onRetry={onRetry} />
      ) : recipes.data.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(v.noRecipes, { name })}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {recipes.data.map((recipe) => (
            <li key={recipe._id} className={styles.row}>
              <Link to="/recipe/$id" params={{ id: recipe._id }} className={styles.rowLink}>
                <span className={styles.name} data-name>
                  {recipe.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
