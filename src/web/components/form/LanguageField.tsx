import { useId } from 'react';
import { useIntl } from 'react-intl';
import { languages, parseLanguageCode } from '../../../domain/language';
import type { LanguageCode } from '../../../domain/preferences';
import * as styles from './form.css';
import { fieldMessages } from './formMessages';

/** A labelled select of the interface languages, each named in itself (like LanguageSwitch). */
export function LanguageField({ value, onChange }: { value: LanguageCode; onChange: (language: LanguageCode) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage(fieldMessages.language)}
      </label>
      <select
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
