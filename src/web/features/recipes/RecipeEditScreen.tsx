import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { ImportForm, type ImportFormProps } from './ImportForm';
import { fieldsOf, withSuggestion, type DraftField, type RecipeDraft, type RecipeFields } from './recipeDraft';
import * as styles from './recipes.css';
import { commonMessages as c, editMessages as m } from './screenMessages';
import { TextAreaField } from './TextAreaField';

export interface RecipeEditScreenProps {
  /** The collection the recipe goes into (where Cancel goes back to for a new one). */
  collectionId: string;
  /** The recipe being edited, or null for a new one. */
  recipeId: string | null;
  /** The fields to start from: empty, or the saved recipe's. */
  initial: RecipeDraft;
  onImport: ImportFormProps['onImport'];
  /** Saves; resolves once saved (the route moves on), rejects (keeping the form) when refused. */
  onSave: (fields: RecipeFields) => Promise<unknown>;
  isSaving: boolean;
  /** The photo's picker (uploads at once and answers the image id); stories pass a stand-in. */
  renderPhotoPicker: (props: { imageId: string | null; alt: string; onChange: (imageId: string | null) => void }) => ReactNode;
}

/**
 * /add-recipe/:collectionId/:edit?: a new recipe, or the recipe named by `edit`. A recipe page's
 * address fills the form for review (nothing is saved until Save); ingredients and steps are one
 * per line with "## " headings; the photo uploads when chosen and goes with Save.
 */
export function RecipeEditScreen({ collectionId, recipeId, initial, onImport, onSave, isSaving, renderPhotoPicker }: RecipeEditScreenProps) {
  const intl = useIntl();
  const detailsId = useId();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const set = (field: keyof RecipeDraft) => (event: { target: { value: string } }) => {
    setDraft((now) => ({ ...now, [field]: event.target.value }));
    if (field in problems) setProblems((now) => ({ ...now, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = fieldsOf(draft);
    if ('problems' in checked) {
      setProblems(Object.fromEntries(Object.entries(checked.problems).map(([field, message]) => [field, intl.formatMessage(message)])));
      // After the errors are drawn: the first field that needs a look takes the caret.
      const form = event.currentTarget;
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    onSave(checked.fields).catch(() => undefined);
  };

  const field = (name: DraftField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={draft[name]} error={problems[name]} autoComplete="off" onChange={set(name)} {...extra} />
  );

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(recipeId ? m.headingEdit : m.headingNew)}</h1>
      <ImportForm onImport={onImport} onImported={(suggestion) => setDraft((now) => withSuggestion(now, suggestion))} />
      <section className={styles.section} aria-labelledby={detailsId}>
        <h2 id={detailsId} className={styles.sectionHeading}>
          {intl.formatMessage(m.detailsHeading)}
        </h2>
        <form className={styles.form} noValidate onSubmit={submit}>
          {field('name', intl.formatMessage(m.name), { maxLength: 200 })}
          <div className={styles.fieldRow}>
            {field('servings', intl.formatMessage(m.servings), { type: 'number', inputMode: 'decimal', min: 1, max: 1000 })}
            {field('prepMinutes', intl.formatMessage(m.prepTime), { type: 'number', inputMode: 'numeric', min: 0 })}
            {field('cookMinutes', intl.formatMessage(m.cookTime), { type: 'number', inputMode: 'numeric', min: 0 })}
            {field('totalMinutes', intl.formatMessage(m.totalTime), { type: 'number', inputMode: 'numeric', min: 0 })}
          </div>
          <TextField label={intl.formatMessage(m.sourceUrl)} type="url" value={draft.sourceUrl} maxLength={2048} autoComplete="off" onChange={set('sourceUrl')} />
          <TextAreaField label={intl.formatMessage(m.ingredients)} hint={intl.formatMessage(m.linesHint)} value={draft.ingredients} rows={8} onChange={set('ingredients')} />
          <TextAreaField label={intl.formatMessage(m.steps)} hint={intl.formatMessage(m.linesHint)} value={draft.steps} rows={8} onChange={set('steps')} />
          <TextAreaField label={intl.formatMessage(m.notes)} value={draft.notes} rows={4} maxLength={20000} onChange={set('notes')} />
          {renderPhotoPicker({ imageId: draft.imageId, alt: draft.name.trim(), onChange: (imageId) => setDraft((now) => ({ ...now, imageId })) })}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
              {intl.formatMessage(m.save)}
            </Button>
            {recipeId ? (
              <Link to="/recipe/$id" params={{ id: recipeId }} className={styles.link}>
                {intl.formatMessage(c.cancel)}
              </Link>
            ) : (
              <Link to="/recipe-collection/$id" params={{ id: collectionId }} className={styles.link}>
                {intl.formatMessage(c.cancel)}
              </Link>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
