import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Theme } from '../../../domain/preferences';
import * as styles from './form.css';
import { fieldMessages } from './formMessages';

const themes: readonly Theme[] = ['light', 'dark'];

/** The colour theme as a group of radio buttons under a legend. */
export function ThemeField({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(fieldMessages.theme)}</legend>
      <div className={styles.radios}>
        {themes.map((option) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              className={styles.radioInput}
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {intl.formatMessage(option === 'light' ? fieldMessages.themeLight : fieldMessages.themeDark)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
