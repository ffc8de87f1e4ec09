import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as styles from './recipes.css';
import { headingText, isHeadingLine } from './recipeText';
import { recipeMessages as m, recipeValueMessages as mv } from './screenMessages';

export interface StepListProps {
  steps: readonly string[];
  /** The ticked steps, by their place in `steps`. */
  checked: ReadonlySet<number>;
  onToggle: (step: number, done: boolean) => void;
  onReset: () => void;
}

/** A recipe's steps to tick off while cooking (a tap anywhere on one ticks it); "## " lines are headings between them. */
export function StepList({ steps, checked, onToggle, onReset }: StepListProps) {
  const intl = useIntl();
  const real = steps.map((step, index) => ({ step, index })).filter(({ step }) => !isHeadingLine(step));
  const done = real.filter(({ index }) => checked.has(index)).length;
  return (
    <>
      <ol className={styles.steps}>
        {steps.map((step, index) =>
          isHeadingLine(step) ? (
            // A step's place is its identity: two steps may read the same.
            <li key={index}>
              <h3 className={styles.sectionHeading}>{headingText(step)}</h3>
            </li>
          ) : (
            <li key={index}>
              <label className={checked.has(index) ? styles.doneStep : styles.step}>
                <input type="checkbox" className={styles.checkbox} checked={checked.has(index)} onChange={(event) => onToggle(index, event.target.checked)} />
                <span data-step-text>{step}</span>
              </label>
            </li>
          ),
        )}
      </ol>
      {real.length > 0 ? (
        <div className={styles.actions}>
          <p className={styles.small} aria-live="polite">
            {intl.formatMessage(mv.stepsDone, { done, total: real.length })}
          </p>
          {done > 0 ? (
            <Button size="sm" onClick={onReset}>
              {intl.formatMessage(m.resetSteps)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
