import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './drinks.css';
import { drinkMessages as m, drinkValueMessages as mv } from './screenMessages';

export interface RatingStarsProps {
  rating: number | null;
  /** A star chosen (1 to 5), or the rating cleared (null). */
  onChange: (rating: number | null) => void;
}

/**
 * The rating as a radio group of five stars: arrow keys move between them, each says how many
 * stars it is, and the stars up to the chosen one are filled. Saved as soon as it is chosen.
 */
export function RatingStars({ rating, onChange }: RatingStarsProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(m.rating)}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className={rating !== null && stars <= rating ? styles.starOn : styles.star}>
          <input type="radio" name={name} className={styles.starInput} checked={rating === stars} onChange={() => onChange(stars)} />
          <span aria-hidden="true">{rating !== null && stars <= rating ? '★' : '☆'}</span>
          <VisuallyHidden>{intl.formatMessage(mv.starLabel, { stars })}</VisuallyHidden>
        </label>
      ))}
      {rating !== null ? (
        <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
          {intl.formatMessage(m.clearRating)}
        </Button>
      ) : null}
    </fieldset>
  );
}
