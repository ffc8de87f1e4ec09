import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as formStyles from '../../components/form/form.css';
import { TextField } from '../../components/form/TextField';
import { isWebLink } from '../../../domain/collections/fieldValues';
import { ImagePicker } from '../../components/image/ImagePicker';
import * as styles from './collections.css';
import type { CollectionField } from './queries';
import { itemMessages as m } from './screenMessages';

/** What an input holds while edited: texts as typed, yes/no as a boolean, an image's id or null. */
export type Draft = string | boolean | null;

export interface FieldInputProps {
  field: CollectionField;
  value: Draft;
  error: string | null;
  /** What the item is called, for an image's alt text. */
  title: string;
  onChange: (value: Draft) => void;
}

/** One field's input, by its type. */
export function FieldInput({ field, value, error, title, onChange }: FieldInputProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = useId();
  const text = typeof value === 'string' ? value : '';
  const focusKey = { 'data-focus': field.id };
  switch (field.type) {
    case 'text':
      return <TextField label={field.name} value={text} maxLength={1000} error={error} {...focusKey} onChange={(event) => onChange(event.target.value)} />;
    case 'number':
      return <TextField label={field.name} value={text} inputMode="decimal" autoComplete="off" error={error} {...focusKey} onChange={(event) => onChange(event.target.value)} />;
    case 'date':
      return <TextField label={field.name} type="date" value={text} error={error} {...focusKey} onChange={(event) => onChange(event.target.value)} />;
    case 'link':
      return (
        <div className={styles.form}>
          <TextField label={field.name} type="url" value={text} maxLength={2000} error={error} {...focusKey} onChange={(event) => onChange(event.target.value)} />
          {isWebLink(text.trim()) ? (
            <a href={text.trim()} target="_blank" rel="noreferrer noopener" className={styles.link}>
              {intl.formatMessage(m.openLink)}
            </a>
          ) : null}
        </div>
      );
    case 'longText':
      return (
        <div className={formStyles.field}>
          <label htmlFor={id} className={formStyles.label}>
            {field.name}
          </label>
          <textarea id={id} className={styles.textarea} value={text} maxLength={20000} {...focusKey} onChange={(event) => onChange(event.target.value)} />
        </div>
      );
    case 'yesNo':
      return (
        <label className={formStyles.radio}>
          <input type="checkbox" className={formStyles.radioInput} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          {field.name}
        </label>
      );
    case 'rating':
      return (
        <fieldset className={styles.choice}>
          <legend className={formStyles.legend}>{field.name}</legend>
          {['', '1', '2', '3', '4', '5'].map((rating) => (
            <label key={rating} className={formStyles.radio}>
              <input type="radio" className={formStyles.radioInput} name={id} value={rating} checked={text === rating} onChange={() => onChange(rating)} />
              {rating === '' ? intl.formatMessage(m.noRating) : rating}
            </label>
          ))}
        </fieldset>
      );
    case 'choice':
      return (
        <div className={formStyles.field}>
          <label htmlFor={id} className={formStyles.label}>
            {field.name}
          </label>
          <select id={id} className={styles.select} value={text} aria-describedby={error ? errorId : undefined} onChange={(event) => onChange(event.target.value)}>
            <option value="">{intl.formatMessage(m.noChoice)}</option>
            {(field.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
      );
    case 'image':
      return (
        <fieldset className={styles.choice}>
          <legend className={formStyles.legend}>{field.name}</legend>
          <ImagePicker imageId={typeof value === 'string' && value ? value : null} alt={title} onChange={onChange} />
        </fieldset>
      );
  }
}
