import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as page from '../../../components/page/page.css';
import * as styles from './importRecipes.css';
import type { Schemas } from '../../../../contract/types';
import { importMessages as m, importValueMessages as v, skipReasonMessages as reasons } from './importMessages';

export type RecipeImportReport = Schemas['RecipeImportReport'];

/** What will be (or was) made, each with where it came from and its counts, and what is skipped and why. */
export function ImportReport({ report, heading, children }: { report: RecipeImportReport; heading: string; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  const skippedId = useId();
  return (
    <>
      <h2 id={headingId} className={page.sectionHeading}>
        {heading}
      </h2>
      {report.recipes.length === 0 ? (
        <p className={page.muted}>{intl.formatMessage(m.nothingToImport)}</p>
      ) : (
        <ul className={page.list} aria-labelledby={headingId}>
          {report.recipes.map((recipe, index) => (
            <li key={index} className={page.row}>
              <span className={`${page.name} ${styles.source}`}>{recipe.name}</span>
              <span className={page.small}>{intl.formatMessage(v.recipeFacts, { source: recipe.source, ingredients: recipe.ingredientCount, steps: recipe.stepCount })}</span>
            </li>
          ))}
        </ul>
      )}
      {report.skipped.length > 0 && (
        <>
          <h2 id={skippedId} className={page.sectionHeading}>
            {intl.formatMessage(m.skippedHeading)}
          </h2>
          <ul className={page.list} aria-labelledby={skippedId}>
            {report.skipped.map((skip, index) => (
              <li key={index} className={page.row}>
                <span className={styles.source}>{skip.name === null ? skip.source : `${skip.name} (${skip.source})`}</span>
                <span className={page.small}>{intl.formatMessage(reasons[skip.reason])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </>
  );
}
