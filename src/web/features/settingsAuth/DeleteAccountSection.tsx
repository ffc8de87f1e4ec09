import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isOneTimeCode, isRecoveryCode } from '../../../domain/credentials';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { useInitialFocus } from '../../components/form/useInitialFocus';
import { deleteAccountMessages as m, twoFactorMessages } from './screenMessages';
import * as styles from './SettingsAuth.css';

/** What DELETE /auth/user/{id} takes: the password again, and a code when 2FA is on. */
export interface DeleteAccountInput {
  password: string;
  code?: string;
}

export interface DeleteAccountSectionProps {
  /** Two-factor authentication is on: the form asks for a code too. */
  twoFactorOn: boolean;
  isBusy: boolean;
  /** The server's refusal in the interface language, e.g. 'Wrong password'. */
  error: string | null;
  onDelete: (input: DeleteAccountInput) => void;
  /** A field was edited while `error` was shown, or the form was closed: the refusal no longer applies. */
  onEdit: () => void;
}

/**
 * "Delete my account": what goes is said first; the button opens a form that asks for the
 * password again (and a code with 2FA on) and names the deletion on its button, so nothing goes
 * by one slip. The container signs out once the server has deleted everything.
 */
export function DeleteAccountSection(props: DeleteAccountSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p className={styles.text}>{intl.formatMessage(m.whatGoes)}</p>
      {open ? (
        <DeleteAccountForm
          {...props}
          onCancel={() => {
            setOpen(false);
            props.onEdit();
          }}
        />
      ) : (
        <div className={form.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {intl.formatMessage(m.start)}
          </Button>
        </div>
      )}
    </section>
  );
}

function DeleteAccountForm({ twoFactorOn, isBusy, error, onDelete, onEdit, onCancel }: DeleteAccountSectionProps & { onCancel: () => void }) {
  const intl = useIntl();
  const alertId = useId();
  const field = useRef<HTMLInputElement>(null);
  useInitialFocus(field);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ password: string | null; code: string | null }>({ password: null, code: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const next = {
      password: password === '' ? intl.formatMessage(ruleMessages.passwordEmpty) : null,
      code: !twoFactorOn || isOneTimeCode(code) || isRecoveryCode(code) ? null : intl.formatMessage(twoFactorMessages.codeOrRecoveryInvalid),
    };
    setProblems(next);
    if (next.password || next.code) return;
    onDelete(twoFactorOn ? { password, code: isOneTimeCode(code) ? code.replace(/\s/g, '') : code.trim() } : { password });
  };

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-busy={isBusy}>
      <p className={styles.text}>{intl.formatMessage(twoFactorOn ? m.confirmWithCode : m.confirm)}</p>
      <FormAlert id={alertId}>{error}</FormAlert>
      <PasswordField
        ref={field}
        label={intl.formatMessage(m.password)}
        name="current-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblems((old) => ({ ...old, password: null }));
          if (error) onEdit();
        }}
        error={problems.password}
        describedBy={error ? alertId : undefined}
      />
      {twoFactorOn ? (
        <TextField
          label={intl.formatMessage(twoFactorMessages.code)}
          hint={intl.formatMessage(twoFactorMessages.codeOrRecoveryHint)}
          name="one-time-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblems((old) => ({ ...old, code: null }));
            if (error) onEdit();
          }}
          error={problems.code}
        />
      ) : null}
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {intl.formatMessage(m.submit)}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
