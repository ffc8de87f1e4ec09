import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as styles from './drinks.css';
import type { Drink, DrinkCollection } from './queries';
import { drinkMessages as m } from './screenMessages';

export interface MoveDrinkProps {
  drink: Drink;
  collections: readonly DrinkCollection[];
  /** Moves the drink; resolves once moved. */
  onMove: (collectionId: string) => Promise<unknown>;
}

/** Moves a drink into another of the user's collections (PUT /drink {collectionId}). */
export function MoveDrink({ drink, collections, onMove }: MoveDrinkProps) {
  const intl = useIntl();
  const headingId = useId();
  const selectId = useId();
  const others = collections.filter((each) => each._id !== drink.collectionId);
  const [target, setTarget] = useState(others[0]?._id ?? '');
  const [isMoving, setMoving] = useState(false);
  const chosen = others.some((each) => each._id === target) ? target : (others[0]?._id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setMoving(true);
    onMove(chosen)
      .catch(() => undefined)
      .finally(() => setMoving(false));
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.moveHeading)}
      </h2>
      {others.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noOtherCollection)}</p>
      ) : (
        <form className={styles.fieldRow} onSubmit={submit}>
          <div>
            <label htmlFor={selectId}>{intl.formatMessage(m.moveTarget)}</label>
            <select id={selectId} className={styles.select} value={chosen} onChange={(event) => setTarget(event.target.value)}>
              {others.map((other) => (
                <option key={other._id} value={other._id}>
                  {other.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Button type="submit" disabled={isMoving} aria-busy={isMoving}>
              {intl.formatMessage(m.move)}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
