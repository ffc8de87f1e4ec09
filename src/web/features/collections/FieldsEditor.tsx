import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import * as formStyles from '../../components/form/form.css';
import { TextField } from '../../components/form/TextField';
import * as styles from './collections.css';
import { NumberFormatSelect } from './NumberFormatSelect';
import type { CollectionField, CollectionFieldInput, FieldType, NumberFormat } from './queries';
import { commonMessages as c, fieldsMessages as m, typeMessages } from './screenMessages';

const fieldTypes: readonly FieldType[] = ['text', 'longText', 'number', 'date', 'yesNo', 'rating', 'link', 'choice', 'image'];

/** A field as the editor holds it until saved: `id` only for one the collection already has. */
interface DraftField {
  key: string;
  id?: string;
  name: string;
  type: FieldType;
  choicesText: string;
  /** A number field's format; kept while another type is tried. */
  numberFormat?: NumberFormat;
}

export interface FieldsEditorProps {
  fields: readonly CollectionField[];
  isSaving: boolean;
  /** Saves the whole ordered list (PUT /collection); resolves once saved, rejects when refused. */
  onSave: (fields: CollectionFieldInput[]) => Promise<unknown>;
  onClose: () => void;
}

const draftOf = (field: CollectionField): DraftField => ({
  key: field.id,
  id: field.id,
  name: field.name,
  type: field.type,
  choicesText: (field.choices ?? []).join('\n'),
  ...(field.numberFormat ? { numberFormat: field.numberFormat } : {}),
});

const choicesOf = (text: string) => [...new Set(text.split('\n').map((line) => line.trim()).filter(Boolean))];

let newKeys = 0;

/**
 * The collection's fields edited together, then saved at once: add, rename, reorder (the arrow
 * buttons, or Alt+↑/↓ in a row, the focus kept on the moved field), remove (asked first), and
 * another type (values convert where they can; the page says which could not).
 */
export function FieldsEditor({ fields, isSaving, onSave, onClose }: FieldsEditorProps) {
  const intl = useIntl();
  const root = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const [drafts, setDrafts] = useState<DraftField[]>(() => (fields.length > 0 ? fields.map(draftOf) : [{ key: `new-${(newKeys += 1)}`, name: '', type: 'text', choicesText: '' }]));
  const [asking, setAsking] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<Record<string, { name?: string; choices?: string }>>({});
  const focusWanted = useRef<string | null>(null);

  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted) return;
    focusWanted.current = null;
    root.current?.querySelector<HTMLElement>(`[data-focus="${wanted}"]`)?.focus();
  });

  const change = (key: string, patch: Partial<DraftField>) => setDrafts((now) => now.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    if (to < 0 || to >= drafts.length) return;
    const next = [...drafts];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setDrafts(next);
    const name = moved!.name.trim() || intl.formatMessage(m.newField);
    setStatus(intl.formatMessage(m.moved, { name, place: to + 1, count: next.length }));
    // At an end its button in that direction is disabled: the other one keeps the focus.
    const atEnd = direction === 'up' ? to === 0 : to === next.length - 1;
    focusWanted.current = `${moved!.key}:${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`;
  };

  const rowKeys = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, event.key === 'ArrowUp' ? 'up' : 'down');
  };

  const add = () => {
    const key = `new-${(newKeys += 1)}`;
    setDrafts((now) => [...now, { key, name: '', type: 'text', choicesText: '' }]);
    focusWanted.current = `${key}:name`;
  };

  const remove = (key: string) => {
    setDrafts((now) => now.filter((draft) => draft.key !== key));
    setAsking(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof problems = {};
    const seen = new Set<string>();
    for (const draft of drafts) {
      const name = draft.name.trim().toLowerCase();
      if (!name) found[draft.key] = { name: intl.formatMessage(m.nameRequired) };
      else if (seen.has(name)) found[draft.key] = { name: intl.formatMessage(m.nameTaken) };
      seen.add(name);
      if (draft.type === 'choice' && choicesOf(draft.choicesText).length === 0) found[draft.key] = { ...found[draft.key], choices: intl.formatMessage(m.choicesRequired) };
    }
    setProblems(found);
    const firstBad = drafts.find((draft) => found[draft.key]);
    if (firstBad) {
      root.current?.querySelector<HTMLElement>(`[data-focus="${firstBad.key}:${found[firstBad.key]!.name ? 'name' : 'choices'}"]`)?.focus();
      return;
    }
    const list: CollectionFieldInput[] = drafts.map((draft) => ({
      ...(draft.id ? { id: draft.id } : {}),
      name: draft.name.trim(),
      type: draft.type,
      ...(draft.type === 'choice' ? { choices: choicesOf(draft.choicesText) } : {}),
      ...(draft.type === 'number' && draft.numberFormat ? { numberFormat: draft.numberFormat } : {}),
    }));
    void onSave(list).then(onClose, () => undefined);
  };

  return (
    <form ref={root} className={styles.form} aria-label={intl.formatMessage(m.edit)} noValidate onSubmit={submit}>
      <p id={hintId} className={styles.small}>
        {intl.formatMessage(m.reorderHint)} {intl.formatMessage(m.typeChangeHint)}
      </p>
      {drafts.map((draft, index) => {
        const name = draft.name.trim() || intl.formatMessage(m.newField);
        const original = fields.find((field) => field.id === draft.id);
        return (
          <fieldset key={draft.key} className={styles.fieldRow} aria-describedby={hintId} onKeyDown={rowKeys(index)}>
            <legend className={formStyles.legend}>{name}</legend>
            <TextField
              label={intl.formatMessage(m.name)}
              value={draft.name}
              maxLength={100}
              autoComplete="off"
              error={problems[draft.key]?.name ?? null}
              data-focus={`${draft.key}:name`}
              onChange={(event) => change(draft.key, { name: event.target.value })}
            />
            <TypeSelect value={draft.type} onChange={(type) => change(draft.key, { type })} />
            {draft.type === 'choice' ? (
              <ChoicesInput
                value={draft.choicesText}
                error={problems[draft.key]?.choices ?? null}
                focusKey={`${draft.key}:choices`}
                onChange={(choicesText) => change(draft.key, { choicesText })}
              />
            ) : null}
            {draft.type === 'number' ? <NumberFormatSelect value={draft.numberFormat ?? 'grouped'} onChange={(numberFormat) => change(draft.key, { numberFormat })} /> : null}
            {original && original.type !== draft.type ? <p className={styles.small}>{intl.formatMessage(typeMessages[original.type])} → {intl.formatMessage(typeMessages[draft.type])}</p> : null}
            <div className={styles.actions} data-actions>
              <Button size="sm" variant="ghost" data-focus={`${draft.key}:up`} disabled={index === 0} aria-keyshortcuts="Alt+ArrowUp" aria-label={intl.formatMessage(m.moveUp, { name })} onClick={() => move(index, index - 1, 'up')}>
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                data-focus={`${draft.key}:down`}
                disabled={index === drafts.length - 1}
                aria-keyshortcuts="Alt+ArrowDown"
                aria-label={intl.formatMessage(m.moveDown, { name })}
                onClick={() => move(index, index + 1, 'down')}
              >
                <span aria-hidden="true">↓</span>
              </Button>
              <Button size="sm" onClick={() => (draft.id ? setAsking(draft.key) : remove(draft.key))}>
                {intl.formatMessage(m.remove, { name })}
              </Button>
            </div>
            {asking === draft.key ? (
              <ConfirmPanel
                message={intl.formatMessage(m.removeQuestion, { name })}
                confirmLabel={intl.formatMessage(m.remove, { name })}
                cancelLabel={intl.formatMessage(c.cancel)}
                onConfirm={() => remove(draft.key)}
                onCancel={() => setAsking(null)}
              />
            ) : null}
          </fieldset>
        );
      })}
      <p role="status" className={styles.small}>
        {status}
      </p>
      <div className={styles.actions}>
        <Button onClick={add}>{intl.formatMessage(m.addField)}</Button>
        <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage(c.cancel)}
        </Button>
      </div>
    </form>
  );
}

function TypeSelect({ value, onChange }: { value: FieldType; onChange: (type: FieldType) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {intl.formatMessage(m.type)}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as FieldType)}>
        {fieldTypes.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage(typeMessages[type])}
          </option>
        ))}
      </select>
    </div>
  );
}

function ChoicesInput({ value, error, focusKey, onChange }: { value: string; error: string | null; focusKey: string; onChange: (text: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const errorId = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {intl.formatMessage(m.choices)}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        data-focus={focusKey}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
