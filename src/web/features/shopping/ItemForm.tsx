import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import type { ShoppingItem } from './queries';
import { commonMessages as c, editMessages as m, editValueMessages as mv } from './screenMessages';
import * as styles from './shopping.css';

/** What an edit of an item sends: every field, `null` clearing the quantity or the unit. */
export interface ItemChange {
  name: string;
  quantity: number | null;
  unit: string | null;
  note: string;
}

export interface ItemFormProps {
  item: ShoppingItem;
  /** Resolves once saved (the form closes); a rejection keeps what was typed. */
  onSave: (change: ItemChange) => Promise<unknown>;
  onCancel: () => void;
}

/** A quantity as typed, with a comma or a point: null when empty, NaN when not a number of 0 or more. */
function quantityOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

/** An item's name, quantity, unit and note, edited in its row; Escape cancels. */
export function ItemForm({ item, onSave, onCancel }: ItemFormProps) {
  const intl = useIntl();
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState(item.quantity === null ? '' : String(item.quantity));
  const [unit, setUnit] = useState(item.unit ?? '');
  const [note, setNote] = useState(item.note);
  const [errors, setErrors] = useState<{ name?: string; quantity?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = quantityOf(quantity);
    const problems = {
      name: name.trim() ? undefined : intl.formatMessage(m.itemNameRequired),
      quantity: Number.isNaN(amount) ? intl.formatMessage(m.quantityInvalid) : undefined,
    };
    setErrors(problems);
    if (problems.name || problems.quantity) {
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    onSave({ name: name.trim(), quantity: amount, unit: unit.trim() || null, note: note.trim() }).then(
      () => undefined,
      () => setBusy(false),
    );
  };

  return (
    <form
      className={styles.form}
      aria-label={intl.formatMessage(mv.itemForm, { name: item.name })}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <TextField
        label={intl.formatMessage(m.name)}
        value={name}
        error={errors.name}
        maxLength={200}
        autoComplete="off"
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.fieldRow}>
        <TextField label={intl.formatMessage(m.quantity)} value={quantity} error={errors.quantity} inputMode="decimal" autoComplete="off" onChange={(event) => setQuantity(event.target.value)} />
        <TextField label={intl.formatMessage(m.unit)} value={unit} maxLength={50} autoComplete="off" onChange={(event) => setUnit(event.target.value)} />
      </div>
      <TextField label={intl.formatMessage(m.note)} value={note} maxLength={1000} autoComplete="off" onChange={(event) => setNote(event.target.value)} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage(c.cancel)}</Button>
      </div>
    </form>
  );
}
