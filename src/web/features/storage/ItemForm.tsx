import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import * as formStyles from '../../components/form/form.css';
import type { StorageGroup, StorageItem } from './queries';
import { commonMessages as c, itemFormMessages as m } from './screenMessages';
import * as styles from './storage.css';

/** What the form sends: every field, `null` clearing the quantity, unit or date. */
export interface ItemFields {
  name: string;
  quantity: number | null;
  unit: string | null;
  bestBefore: string | null;
  note: string;
  isFood: boolean;
  storageGroupId: string;
}

export interface ItemFormProps {
  /** The item edited; a new item without it. */
  item?: Pick<StorageItem, 'name' | 'quantity' | 'unit' | 'bestBefore' | 'note' | 'isFood' | 'storageGroupId'>;
  /** The group a new item goes into. */
  storageGroupId: string;
  /** With the groups, a "Place" choice moves the item. */
  groups?: readonly Pick<StorageGroup, '_id' | 'name'>[];
  /** The form's accessible name. */
  label: string;
  submitLabel?: string;
  isBusy?: boolean;
  /** Resolves once saved (a new item's form empties); a rejection keeps what was typed. */
  onSave: (fields: ItemFields) => Promise<unknown>;
  /** With it the form offers Cancel (and Escape cancels). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A quantity as typed, with a comma or a point: null when empty, NaN when not a number of 0 or more. */
export function quantityOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

const blank = { name: '', quantity: null, unit: null, bestBefore: null, note: '', isFood: true };

/** An item's name, quantity, unit, best-before date, note and food flag (and its place, when moving is offered). */
export function ItemForm({ item, storageGroupId, groups, label, submitLabel, isBusy = false, onSave, onCancel, autoFocus = false }: ItemFormProps) {
  const intl = useIntl();
  const start = item ?? { ...blank, storageGroupId };
  const [name, setName] = useState(start.name);
  const [quantity, setQuantity] = useState(start.quantity === null ? '' : String(start.quantity));
  const [unit, setUnit] = useState(start.unit ?? '');
  const [bestBefore, setBestBefore] = useState(start.bestBefore ?? '');
  const [note, setNote] = useState(start.note);
  const [isFood, setIsFood] = useState(start.isFood);
  const [place, setPlace] = useState(start.storageGroupId);
  const [errors, setErrors] = useState<{ name?: string; quantity?: string }>({});
  const [busy, setBusy] = useState(false);
  const placeId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  const quantityField = useRef<HTMLInputElement>(null);

  const reset = () => {
    setName('');
    setQuantity('');
    setUnit('');
    setBestBefore('');
    setNote('');
    setIsFood(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = quantityOf(quantity);
    const problems = {
      name: name.trim() ? undefined : intl.formatMessage(m.nameRequired),
      quantity: Number.isNaN(amount) ? intl.formatMessage(m.quantityInvalid) : undefined,
    };
    setErrors(problems);
    if (problems.name || problems.quantity) {
      (problems.name ? nameField : quantityField).current?.focus();
      return;
    }
    setBusy(true);
    onSave({ name: name.trim(), quantity: amount, unit: unit.trim() || null, bestBefore: bestBefore || null, note: note.trim(), isFood, storageGroupId: place }).then(
      () => {
        setBusy(false);
        if (!item) {
          reset();
          nameField.current?.focus();
        }
      },
      () => setBusy(false),
    );
  };

  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <TextField ref={nameField} label={intl.formatMessage(m.name)} value={name} error={errors.name} maxLength={200} autoComplete="off" autoFocus={autoFocus} onChange={(event) => setName(event.target.value)} />
      <div className={styles.fieldRow}>
        <TextField ref={quantityField} label={intl.formatMessage(m.quantity)} value={quantity} error={errors.quantity} inputMode="decimal" autoComplete="off" onChange={(event) => setQuantity(event.target.value)} />
        <TextField label={intl.formatMessage(m.unit)} hint={intl.formatMessage(m.unitHint)} value={unit} maxLength={30} autoComplete="off" onChange={(event) => setUnit(event.target.value)} />
        <TextField label={intl.formatMessage(m.bestBefore)} type="date" value={bestBefore} onChange={(event) => setBestBefore(event.target.value)} />
      </div>
      <TextField label={intl.formatMessage(m.note)} value={note} maxLength={2000} autoComplete="off" onChange={(event) => setNote(event.target.value)} />
      <label className={styles.check}>
        <input type="checkbox" className={styles.checkInput} checked={isFood} onChange={(event) => setIsFood(event.target.checked)} />
        {intl.formatMessage(m.isFood)}
      </label>
      {groups && groups.length > 1 ? (
        <div className={formStyles.field}>
          <label htmlFor={placeId} className={formStyles.label}>
            {intl.formatMessage(m.place)}
          </label>
          <select id={placeId} className={styles.select} value={place} onChange={(event) => setPlace(event.target.value)}>
            {groups.map((group) => (
              <option key={group._id} value={group._id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy || isBusy} aria-busy={busy || isBusy}>
          {submitLabel ?? intl.formatMessage(item ? m.save : m.add)}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{intl.formatMessage(c.cancel)}</Button> : null}
      </div>
    </form>
  );
}
