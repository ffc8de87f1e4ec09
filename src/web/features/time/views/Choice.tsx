import { useId } from 'react';
import * as styles from './views.css';

export interface ChoiceProps<Value extends string> {
  legend: string;
  /** The radio group's name (unique on the page). */
  name: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

/**
 * One of a few options as radio buttons drawn as pills: the arrow keys move between them, as
 * with any radio group, and screen readers hear the legend and which is chosen.
 */
export function Choice<Value extends string>({ legend, name, value, options, onChange }: ChoiceProps<Value>) {
  const id = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choiceOption}>
          <input
            type="radio"
            className={styles.choiceInput}
            name={`${name}-${id}`}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
