import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../../components/IconButton';
import * as form from '../../components/form/form.css';
import { storedUnitText } from '../../components/units/amountText';
import { clampServings, maxServings, minServings, unitChoices, type UnitChoice } from '../../../domain/drinks/drinkAmounts';
import * as styles from './drinks.css';
import { drinkMessages as m, drinkValueMessages as mv } from './screenMessages';

export interface ServingsAndUnitsProps {
  servings: number;
  onServings: (servings: number) => void;
  unit: UnitChoice;
  onUnit: (unit: UnitChoice) => void;
}

/** How many drinks the amounts are for (a stepper, or typed), and the bar measure they show in. */
export function ServingsAndUnits({ servings, onServings, unit, onUnit }: ServingsAndUnitsProps) {
  const intl = useIntl();
  const name = useId();
  const hintId = useId();
  const inputId = useId();
  const servingsHintId = useId();
  // The box keeps what is typed (even empty, on the way to another number); the amounts follow a valid one.
  const [text, setText] = useState(String(servings));
  const step = (next: number) => {
    setText(String(next));
    onServings(next);
  };
  const unitName = (choice: UnitChoice) => (choice === 'written' ? intl.formatMessage(m.asWritten) : storedUnitText(intl, choice, 2));
  return (
    <div className={styles.fieldRow}>
      {/* The label on its own line above the − box + row, as on the public page: squeezed beside the
          buttons on a phone it broke mid-word ("Servi-ngs"). */}
      <div className={form.field}>
        <label htmlFor={inputId} className={form.label}>
          {intl.formatMessage(m.servings)}
        </label>
        <div className={styles.stepper}>
          <IconButton label={intl.formatMessage(m.fewer)} icon={<span aria-hidden="true">−</span>} disabled={servings <= minServings} onClick={() => step(clampServings(servings - 1))} />
          <input
            id={inputId}
            className={`${form.control} ${styles.servingsInput}`}
            type="number"
            inputMode="numeric"
            min={minServings}
            max={maxServings}
            value={text}
            aria-describedby={servingsHintId}
            onChange={(event) => {
              setText(event.target.value);
              const typed = Number(event.target.value);
              if (event.target.value !== '' && Number.isFinite(typed)) onServings(clampServings(typed));
            }}
            onBlur={() => setText(String(servings))}
          />
          <IconButton label={intl.formatMessage(m.more)} icon={<span aria-hidden="true">+</span>} disabled={servings >= maxServings} onClick={() => step(clampServings(servings + 1))} />
        </div>
        <p id={servingsHintId} className={form.hint}>
          {intl.formatMessage(mv.servingsOf, { count: servings })}
        </p>
      </div>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>{intl.formatMessage(m.units)}</legend>
        {unitChoices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input type="radio" name={name} checked={unit === choice} onChange={() => onUnit(choice)} />
            {unitName(choice)}
          </label>
        ))}
        <p id={hintId} className={styles.small}>
          {intl.formatMessage(m.unitsHint)}
        </p>
      </fieldset>
    </div>
  );
}
