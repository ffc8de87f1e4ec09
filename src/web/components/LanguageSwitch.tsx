import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { languages, parseLanguageCode } from '../../domain/language';
import { useLanguage } from '../i18n/I18nProvider';
import * as styles from './LanguageSwitch.css';
import { VisuallyHidden } from './VisuallyHidden';

export const languageSwitchMessages = defineMessages({
  label: { id: 'components.languageSwitch.label', defaultMessage: 'Language' },
});

/**
 * A native select of the interface languages. Each option is written in its own language (and
 * marked with `lang`), so someone who cannot read the current one can still find theirs.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>
        <VisuallyHidden>{intl.formatMessage(languageSwitchMessages.label)}</VisuallyHidden>
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          const next = parseLanguageCode(event.target.value);
          if (next) setLanguage(next);
        }}
      >
        {languages.map((option) => (
          <option key={option.code} value={option.code} lang={option.locale}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </span>
  );
}
