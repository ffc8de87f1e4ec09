import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LoadStatus } from '../../components/status/LoadStatus';
import type { Loadable } from '../../api/loadable';
import type { CookableRecipe } from './queries';
import { groupsMessages as m, groupsValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

export interface CookSectionProps {
  recipes: Loadable<readonly CookableRecipe[]>;
  onRetry: () => void;
}

/** "What can I cook?": recipes ranked by how many of their ingredients are in storage, with what is missing. */
export function CookSection({ recipes, onRetry }: CookSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={recipes.status === 'loading'}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.cookHeading)}
      </h2>
      {recipes.status !== 'ready' ? (
        <LoadStatus status={recipes.status} loadingText={intl.formatMessage(m.cookLoading)} failedText={intl.formatMessage(m.cookFailed)} onRetry={onRetry} />
      ) : recipes.data.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.cookEmpty)}</p>
      ) : (
        <ol className={styles.list} aria-labelledby={headingId}>
          {recipes.data.map(({ recipe, matched, total, missing }) => (
            <li key={recipe._id} className={styles.row}>
              <Link to="/recipe/$id" params={{ id: recipe._id }} className={styles.rowLink}>
                <span className={styles.name} data-name>
                  {recipe.name}
                </span>
                <span className={styles.facts}>{intl.formatMessage(v.matched, { matched, total })}</span>
              </Link>
              {missing.length > 0 ? <p className={styles.missing}>{intl.formatMessage(v.missing, { list: intl.formatList(missing, { type: 'conjunction' }) })}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
