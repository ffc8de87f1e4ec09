import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { GeneratorPanel } from '../generator/GeneratorPanel';
import { commonMessages as c, formMessages as m, generatorMessages as g } from '../screenMessages';
import type { PasswordGroup } from '../queries';
import type { EntrySecrets } from '../sealEntry';
import * as styles from '../vault.css';

/** What the form edits: the plaintext name and group, and the four secrets (sealed on save). */
export interface EntryValues {
  name: string;
  groupId: string;
  secrets: EntrySecrets;
}

export interface EntryFormProps {
  initial: EntryValues;
  groups: readonly PasswordGroup[];
  submitLabel: string;
  /** Resolves once saved; a rejection keeps what was typed (the toast says why). */
  onSubmit: (values: EntryValues) => Promise<unknown>;
  onCancel?: () => void;
  isBusy: boolean;
}

/** The entry's fields, for adding (/add-password/:groupId) and editing (/password/:passwordId). */
export function EntryForm({ initial, groups, submitLabel, onSubmit, onCancel, isBusy }: EntryFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const secret = (field: keyof EntrySecrets, value: string) => setValues((current) => ({ ...current, secrets: { ...current.secrets, [field]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    if (!name) {
      setNameError(intl.formatMessage(m.nameRequired));
      return;
    }
    onSubmit({ ...values, name }).catch(() => undefined);
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{intl.formatMessage(m.encrypted)}</p>
      <TextField
        label={intl.formatMessage(m.name)}
        hint={intl.formatMessage(m.nameHint)}
        value={values.name}
        error={nameError}
        maxLength={200}
        autoComplete="off"
        required
        onChange={(event) => {
          setValues({ ...values, name: event.target.value });
          setNameError(null);
        }}
      />
      <label className={form.field}>
        <span className={form.label}>{intl.formatMessage(m.group)}</span>
        <select className={form.control} value={values.groupId} onChange={(event) => setValues({ ...values, groupId: event.target.value })}>
          {groups.map((group) => (
            <option key={group._id} value={group._id}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={intl.formatMessage(m.username)}
        value={values.secrets.username}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => secret('username', event.target.value)}
      />
      <PasswordField label={intl.formatMessage(m.password)} value={values.secrets.password} autoComplete="new-password" onChange={(event) => secret('password', event.target.value)} />
      {generating ? (
        <GeneratorPanel
          onUse={(password) => {
            secret('password', password);
            setGenerating(false);
          }}
          onClose={() => setGenerating(false)}
        />
      ) : (
        <div className={form.actions}>
          <Button onClick={() => setGenerating(true)}>{intl.formatMessage(g.open)}</Button>
        </div>
      )}
      <TextField type="url" label={intl.formatMessage(m.url)} value={values.secrets.url} autoComplete="off" inputMode="url" onChange={(event) => secret('url', event.target.value)} />
      <label className={form.field}>
        <span className={form.label}>{intl.formatMessage(m.notes)}</span>
        <textarea className={`${form.control} ${styles.textarea}`} value={values.secrets.notes} onChange={(event) => secret('notes', event.target.value)} />
      </label>
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{intl.formatMessage(c.cancel)}</Button> : null}
      </div>
    </form>
  );
}
