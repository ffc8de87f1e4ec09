import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messageForError } from '../../../api/errorMessages';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form/TextField';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { NoteContext } from '../queries';
import { noteMessages as m, noteValueMessages as v } from './messages';
import * as styles from './Note.css';

/** The contexts the user has, as the page knows them. */
export type ContextsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: NoteContext[] };

export interface ContextPickerProps {
  /** The entry's number on the page (1-based), for the accessible names. */
  number: number;
  chosen: string[];
  contexts: ContextsState;
  onChange: (contextIds: string[]) => void;
  /** POST /note-context; the new context is chosen for the entry once it exists. */
  onCreate: (name: string) => Promise<NoteContext>;
  onRetry: () => void;
}

/**
 * An entry's contexts picker: a disclosure (native, so Enter and Space open it) with a checkbox
 * per context and a field to add a new one by name, chosen at once.
 */
export function ContextPicker({ number, chosen, contexts, onChange, onCreate, onRetry }: ContextPickerProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Drawn only while open: a long note does not carry a checkbox per context per entry.
  const [open, setOpen] = useState(false);

  const toggle = (contextId: string, on: boolean) => onChange(on ? [...chosen, contextId] : chosen.filter((id) => id !== contextId));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(intl.formatMessage({ id: 'api.areaErrors.noteContextNameRequired' }));
    const existing = contexts.status === 'ready' ? contexts.data.find((context) => context.name.toLowerCase() === trimmed.toLowerCase()) : undefined;
    setError(null);
    if (existing) {
      // Asked for one that exists: choose it rather than be refused.
      if (!chosen.includes(existing._id)) onChange([...chosen, existing._id]);
      setName('');
      return;
    }
    setBusy(true);
    try {
      const made = await onCreate(trimmed);
      onChange([...chosen, made._id]);
      setName('');
    } catch (failure) {
      setError(intl.formatMessage(messageForError(failure, m.contextAddFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className={styles.disclosure} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary} aria-label={intl.formatMessage(v.contextsOf, { number })}>
        {intl.formatMessage(m.contexts)}
      </summary>
      {open ? (
        <div className={styles.panel}>
          {contexts.status === 'loading' ? (
            <p className={styles.muted}>{intl.formatMessage(m.contextsLoading)}</p>
          ) : contexts.status === 'error' ? (
            <div className={styles.actions}>
              <p className={styles.muted} role="alert">
                {intl.formatMessage(m.contextsLoadFailed)}
              </p>
              <Button size="sm" onClick={onRetry}>
                {intl.formatMessage(m.tryAgain)}
              </Button>
            </div>
          ) : contexts.data.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(m.noContexts)}</p>
          ) : (
            <fieldset className={styles.checkList}>
              <legend>
                <VisuallyHidden>{intl.formatMessage(v.contextsOf, { number })}</VisuallyHidden>
              </legend>
              {contexts.data.map((context) => (
                <label key={context._id} className={styles.check}>
                  <input type="checkbox" checked={chosen.includes(context._id)} onChange={(event) => toggle(context._id, event.target.checked)} />
                  {context.name}
                </label>
              ))}
            </fieldset>
          )}
          <form className={styles.inlineForm} onSubmit={(event) => void create(event)} noValidate>
            <div className={styles.grow}>
              <TextField
                label={intl.formatMessage(m.newContext)}
                value={name}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
                error={error}
              />
            </div>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {intl.formatMessage(m.addContext)}
            </Button>
          </form>
        </div>
      ) : null}
    </details>
  );
}
