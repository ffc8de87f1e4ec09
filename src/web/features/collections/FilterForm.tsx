import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as formStyles from '../../components/form/form.css';
import { TextField } from '../../components/form/TextField';
import * as styles from './collections.css';
import { operatorText } from './filterText';
import { operatorsFor } from './itemView';
import type { CollectionField, CollectionFilter } from './queries';
import { commonMessages as c, filterMessages as m } from './screenMessages';

export interface FilterFormProps {
  fields: readonly CollectionField[];
  onAdd: (filter: CollectionFilter) => void;
}

/** A number as a person writes it ("3,5" too); undefined when it is none. */
export function parseNumber(text: string): number | undefined {
  const normal = text.trim().replace(/^([+-]?\d+),(\d+)$/, '$1.$2');
  if (normal === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normal)) return undefined;
  return Number(normal);
}

/** A condition on one field: the field, how it compares, and what with (by the field's type). */
export function FilterForm({ fields, onAdd }: FilterFormProps) {
  const intl = useIntl();
  const formId = useId();
  const fieldSelect = useId();
  const opSelect = useId();
  const valueSelect = useId();
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? '');
  const field = fields.find((each) => each.id === fieldId) ?? fields[0];
  const ops = field ? operatorsFor(field.type) : [];
  const [op, setOp] = useState<CollectionFilter['op']>(ops[0] ?? 'isEmpty');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!field) return null;
  const currentOp = ops.includes(op) ? op : ops[0]!;
  const needsValue = currentOp !== 'isEmpty' && currentOp !== 'isNotEmpty';
  const picksValue = field.type === 'yesNo' || (field.type === 'choice' && currentOp !== 'contains');
  const options = field.type === 'yesNo' ? [{ value: 'true', label: intl.formatMessage(c.yes) }, { value: 'false', label: intl.formatMessage(c.no) }] : (field.choices ?? []).map((choice) => ({ value: choice, label: choice }));
  const picked = options.some((option) => option.value === text) ? text : (options[0]?.value ?? '');

  const chooseField = (id: string) => {
    setFieldId(id);
    const next = fields.find((each) => each.id === id);
    setOp(next ? operatorsFor(next.type)[0]! : 'isEmpty');
    setText('');
    setError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fail = (message: string) => {
      setError(message);
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
    };
    let value: CollectionFilter['value'];
    if (needsValue) {
      if (field.type === 'yesNo') value = picked === 'true';
      else if (picksValue) value = picked;
      else if (!text.trim()) return fail(intl.formatMessage(m.valueRequired));
      else if (currentOp === 'contains' || field.type === 'text' || field.type === 'longText' || field.type === 'link' || field.type === 'date') value = text.trim();
      else {
        const number = parseNumber(text);
        if (number === undefined) return fail(intl.formatMessage(m.numberInvalid));
        if (field.type === 'rating' && (!Number.isInteger(number) || number < 1 || number > 5)) return fail(intl.formatMessage(m.ratingInvalid));
        value = number;
      }
    }
    setError(null);
    setText('');
    onAdd({ fieldId: field.id, op: currentOp, ...(value === undefined ? {} : { value }) });
  };

  return (
    <form id={formId} className={styles.controls} aria-label={intl.formatMessage(m.add)} noValidate onSubmit={submit}>
      <div className={formStyles.field}>
        <label htmlFor={fieldSelect} className={formStyles.label}>
          {intl.formatMessage(m.field)}
        </label>
        <select id={fieldSelect} className={styles.select} value={field.id} onChange={(event) => chooseField(event.target.value)}>
          {fields.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label htmlFor={opSelect} className={formStyles.label}>
          {intl.formatMessage(m.condition)}
        </label>
        <select id={opSelect} className={styles.select} value={currentOp} onChange={(event) => setOp(event.target.value as CollectionFilter['op'])}>
          {ops.map((each) => (
            <option key={each} value={each}>
              {operatorText(intl, each, field)}
            </option>
          ))}
        </select>
      </div>
      {!needsValue ? null : picksValue ? (
        <div className={formStyles.field}>
          <label htmlFor={valueSelect} className={formStyles.label}>
            {intl.formatMessage(m.value)}
          </label>
          <select id={valueSelect} className={styles.select} value={picked} onChange={(event) => setText(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField
          label={intl.formatMessage(m.value)}
          type={field.type === 'date' && currentOp !== 'contains' ? 'date' : 'text'}
          inputMode={field.type === 'number' || field.type === 'rating' ? 'decimal' : undefined}
          value={text}
          error={error}
          maxLength={1000}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <div>
        <Button type="submit">{intl.formatMessage(m.add)}</Button>
      </div>
    </form>
  );
}
