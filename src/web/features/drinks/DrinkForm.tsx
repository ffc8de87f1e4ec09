import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { changeOf, draftOf, type DraftField, type DrinkDraft, type DrinkEdit } from './drinkDraft';
import * as styles from './drinks.css';
import type { Drink } from './queries';
import { commonMessages as c, drinkMessages as dm, editMessages as m } from './screenMessages';
import { TextAreaField } from './TextAreaField';

export interface DrinkFormProps {
  drink: Drink;
  /** Saves what changed (nothing changed just closes); resolves once saved, rejects (keeping the form) when refused. */
  onSave: (change: DrinkEdit) => Promise<unknown>;
  onCancel: () => void;
  isSaving: boolean;
  /** The photo's picker (uploads at once and answers the image id); stories pass a stand-in. */
  renderPhotoPicker: (props: { imageId: string | null; alt: string; onChange: (imageId: string | null) => void }) => ReactNode;
}

/** Every field of a drink in one form: ingredients and method one per line, tags by commas, private notes, the photo. */
export function DrinkForm({ drink, onSave, onCancel, isSaving, renderPhotoPicker }: DrinkFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const [draft, setDraft] = useState(() => draftOf(drink));
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const set = (field: keyof DrinkDraft) => (event: { target: { value: string } }) => {
    setDraft((now) => ({ ...now, [field]: event.target.value }));
    if (field in problems) setProblems((now) => ({ ...now, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = changeOf(draft, drink);
    if ('problems' in checked) {
      setProblems(Object.fromEntries(Object.entries(checked.problems).map(([field, message]) => [field, intl.formatMessage(message)])));
      // After the errors are drawn: the first field that needs a look takes the caret.
      const form = event.currentTarget;
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    if (Object.keys(checked.change).length === 0) onCancel();
    else onSave(checked.change).catch(() => undefined);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField label={intl.formatMessage(m.name)} value={draft.name} error={problems.name} maxLength={200} autoComplete="off" onChange={set('name')} />
        <TextAreaField label={intl.formatMessage(m.ingredients)} hint={intl.formatMessage(m.ingredientsHint)} error={problems.ingredients} value={draft.ingredients} rows={6} onChange={set('ingredients')} />
        <TextAreaField label={intl.formatMessage(m.method)} hint={intl.formatMessage(m.methodHint)} error={problems.steps} value={draft.steps} rows={5} onChange={set('steps')} />
        <div className={styles.fieldRow}>
          <TextField label={intl.formatMessage(m.glass)} value={draft.glass} maxLength={100} autoComplete="off" onChange={set('glass')} />
          <TextField label={intl.formatMessage(m.garnish)} value={draft.garnish} maxLength={200} autoComplete="off" onChange={set('garnish')} />
        </div>
        <TextField label={intl.formatMessage(m.tags)} hint={intl.formatMessage(m.tagsHint)} error={problems.tags} value={draft.tags} autoComplete="off" onChange={set('tags')} />
        <TextAreaField label={intl.formatMessage(m.notes)} hint={intl.formatMessage(dm.private)} value={draft.notes} rows={4} maxLength={20000} onChange={set('notes')} />
        {renderPhotoPicker({ imageId: draft.imageId, alt: draft.name.trim(), onChange: (imageId) => setDraft((now) => ({ ...now, imageId })) })}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
            {intl.formatMessage(m.save)}
          </Button>
          <Button onClick={onCancel}>{intl.formatMessage(c.cancel)}</Button>
        </div>
      </form>
    </section>
  );
}
