import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messageForError } from '../../api/errorMessages';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import type { RecipeSuggestion } from './queries';
import * as styles from './recipes.css';
import { editMessages as m, editValueMessages as mv } from './screenMessages';

export interface ImportFormProps {
  /** GET /recipe?recipeUrl=: resolves with what the page holds, rejects with the refusal. */
  onImport: (url: string) => Promise<RecipeSuggestion>;
  /** The suggestion read, for the editor to fill its fields with. */
  onImported: (suggestion: RecipeSuggestion) => void;
}

/** Paste a recipe page's address and press Import: the editor fills in for review; a refusal is said in its own words. */
export function ImportForm({ onImport, onImported }: ImportFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    if (!address) {
      setProblem(intl.formatMessage(m.urlRequired));
      return;
    }
    setProblem(null);
    setDone(null);
    setBusy(true);
    onImport(address).then(
      (suggestion) => {
        setBusy(false);
        setDone(intl.formatMessage(mv.imported, { url: suggestion.url }));
        onImported(suggestion);
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(intl.formatMessage(messageForError(error, m.importFailed)));
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.importHeading)}
      </h2>
      <form className={styles.inline} noValidate onSubmit={submit}>
        <TextField
          label={intl.formatMessage(m.recipeUrl)}
          type="url"
          inputMode="url"
          value={url}
          error={problem}
          maxLength={2048}
          autoComplete="off"
          placeholder="https://"
          onChange={(event) => {
            setUrl(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {intl.formatMessage(m.import)}
          </Button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {busy ? intl.formatMessage(m.importing) : (done ?? '')}
      </p>
    </section>
  );
}
