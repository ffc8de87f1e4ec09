import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { storedUnitText } from '../../components/units/amountText';
import { amountText, clampServings, maxServings, minServings, shownIngredient, unitChoices, type UnitChoice } from '../../../domain/drinks/drinkAmounts';
import { countedMessages as counted, drinkMessages as m } from './messages';
import * as styles from './public.css';
import type { PublicDrink } from './queries';

/** A line as written while nothing is scaled or converted; else its amount, unit and food. */
function useLineText() {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  return (ingredient: PublicDrink['ingredients'][number], servings: number, unit: UnitChoice) => {
    const shown = shownIngredient(ingredient, servings, unit);
    return shown.changed ? [amountText(shown, number, (label, quantity) => storedUnitText(intl, label, quantity)), shown.name].filter(Boolean).join(' ') : ingredient.text;
  };
}

/** A drink's ingredients for 1 to 50 servings (it is written for one), liquids in the measure chosen. */
export function IngredientList({ ingredients }: { ingredients: PublicDrink['ingredients'] }) {
  const intl = useIntl();
  const lineText = useLineText();
  const servingsId = useId();
  const unitName = useId();
  const [servings, setServings] = useState(1);
  const [unit, setUnit] = useState<UnitChoice>('written');

  if (ingredients.length === 0) return <p className={styles.muted}>{intl.formatMessage(m.noIngredients)}</p>;
  return (
    <>
      <div className={styles.controls}>
        <div className={styles.servings}>
          <div className={form.field}>
            <label htmlFor={servingsId} className={form.label}>
              {intl.formatMessage(m.servings)}
            </label>
            <input
              id={servingsId}
              type="number"
              inputMode="numeric"
              min={minServings}
              max={maxServings}
              className={`${form.control} ${styles.servingsInput}`}
              value={servings}
              onChange={(event) => setServings(clampServings(Number(event.target.value)))}
            />
          </div>
          <Button aria-label={intl.formatMessage(m.fewer)} disabled={servings <= minServings} onClick={() => setServings(clampServings(servings - 1))}>
            −
          </Button>
          <Button aria-label={intl.formatMessage(m.more)} disabled={servings >= maxServings} onClick={() => setServings(clampServings(servings + 1))}>
            +
          </Button>
        </div>
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{intl.formatMessage(m.units)}</legend>
          <div className={form.radios}>
            {unitChoices.map((each) => (
              <label key={each} className={form.radio}>
                <input type="radio" className={form.radioInput} name={unitName} checked={unit === each} onChange={() => setUnit(each)} />
                {intl.formatMessage(m[each])}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className={styles.small} aria-live="polite">
        {intl.formatMessage(counted.servingsNow, { servings })}
      </p>
      <ul className={styles.ingredients}>
        {ingredients.map((ingredient, index) => (
          <li key={index}>{lineText(ingredient, servings, unit)}</li>
        ))}
      </ul>
    </>
  );
}
