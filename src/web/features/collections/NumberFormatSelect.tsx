import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import * as formStyles from '../../components/form/form.css';
import * as styles from './collections.css';
import type { NumberFormat } from './queries';

export const numberFormatMessages = {
  ...defineMessages({
    label: { id: 'collections.fields.numberFormat', defaultMessage: 'Written as' },
  }),
  ...defineMessages<Record<'grouped' | 'plain', { example: string }>>({
    grouped: { id: 'collections.fields.numberGrouped', defaultMessage: 'Grouped ({example})' },
    plain: { id: 'collections.fields.numberPlain', defaultMessage: 'Plain ({example}), as a year' },
  }),
};

/** A number field's format (contract NumberFormat), each shown with an example in the reader's language. */
export function NumberFormatSelect({ value, onChange }: { value: NumberFormat; onChange: (format: NumberFormat) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {intl.formatMessage(numberFormatMessages.label)}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as NumberFormat)}>
        <option value="grouped">{intl.formatMessage(numberFormatMessages.grouped, { example: intl.formatNumber(1971000) })}</option>
        <option value="plain">{intl.formatMessage(numberFormatMessages.plain, { example: intl.formatNumber(1971, { useGrouping: false }) })}</option>
      </select>
    </div>
  );
}
