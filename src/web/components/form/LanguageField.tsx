import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { languages, parseLanguageCode } from '../../../domain/language';
import type { LanguageCode } from '../../../domain/preferences';
import * as styles from './form.css';
import { fieldMessages } from './formMessages';

export interface LanguageFieldProps {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select of the interface languages, each named in itself (like LanguageSwitch). */
export function LanguageField({ value, onChange, ref }: LanguageFieldProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage(fieldMessages.language)}
      </label>
      <select
        ref={ref}
        id={id}
        name="language"
        className={styles.control}
        value={value}
        onChange={(event) => {
          const next = parseLanguageCode(event.target.value);
          if (next) onChange(next);
        }}
      >
        {languages.map((option) => (
          <option key={option.code} value={option.code} lang={option.locale}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
