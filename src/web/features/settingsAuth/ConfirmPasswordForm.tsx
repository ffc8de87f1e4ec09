import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { confirmPasswordMessages as m } from './screenMessages';
import * as styles from './SettingsAuth.css';

export interface ConfirmPasswordFormProps {
  /** What the password is for, e.g. "Enter your password to turn on two-factor authentication." */
  lead: string;
  /** The button that sends it, named for the change it makes. */
  submitLabel: string;
  isBusy: boolean;
  /** The server's refusal in the interface language, e.g. 'Wrong password'. */
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  /** The password was edited while `error` was shown: the refusal no longer applies. */
  onEdit: () => void;
}

/**
 * Asks for the account password again before a change a token thief could use against the owner
 * (the server asks when the sign-in is over 5 minutes old). The field takes the focus, since the
 * form appears in answer to the user's own click.
 */
export function ConfirmPasswordForm({ lead, submitLabel, isBusy, error, onSubmit, onCancel, onEdit }: ConfirmPasswordFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (password === '') return setProblem(intl.formatMessage(ruleMessages.passwordEmpty));
    setProblem(null);
    onSubmit(password);
  };

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-busy={isBusy}>
      <p className={styles.text}>{lead}</p>
      <FormAlert id={alertId}>{error}</FormAlert>
      <PasswordField
        ref={field}
        label={intl.formatMessage(m.password)}
        name="current-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblem(null);
          if (error) onEdit();
        }}
        error={problem}
        describedBy={error ? alertId : undefined}
      />
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
