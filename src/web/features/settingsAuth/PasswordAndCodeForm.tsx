import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isOneTimeCode, isRecoveryCode } from '../../../domain/credentials';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { useInitialFocus } from '../../components/form/useInitialFocus';
import { twoFactorMessages } from './screenMessages';
import * as styles from './SettingsAuth.css';

/** The account password again, and a second factor when asked: openapi.yaml SecondFactorCode. */
export interface PasswordAndCode {
  password: string;
  code?: string;
}

export interface PasswordAndCodeFormProps {
  /** Ask for a code from the authenticator app or a recovery code too. */
  askCode: boolean;
  passwordLabel: string;
  submitLabel: string;
  cancelLabel: string;
  lead?: ReactNode;
  /** Focus the password field when the form opens (it replaced the button that opened it). */
  focusFirst?: boolean;
  isBusy: boolean;
  /** The server's refusal in the interface language. */
  error: string | null;
  onSubmit: (input: PasswordAndCode) => void;
  /** A field was edited while `error` was shown: the refusal no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
}

/** A form that confirms a grave change with the password (and a code): turning 2FA off, deleting the account. */
export function PasswordAndCodeForm({ askCode, passwordLabel, submitLabel, cancelLabel, lead, focusFirst = false, isBusy, error, onSubmit, onEdit, onCancel }: PasswordAndCodeFormProps) {
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
      code: !askCode || isOneTimeCode(code) || isRecoveryCode(code) ? null : intl.formatMessage(twoFactorMessages.codeOrRecoveryInvalid),
    };
    setProblems(next);
    if (next.password || next.code) return;
    // Six digits without the spaces people type, or a recovery code as the user has it stored.
    onSubmit(askCode ? { password, code: isOneTimeCode(code) ? code.replace(/\s/g, '') : code.trim() } : { password });
  };

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-busy={isBusy}>
      {lead && <p className={styles.text}>{lead}</p>}
      <FormAlert id={alertId}>{error}</FormAlert>
      <PasswordField
        ref={focusFirst ? field : undefined}
        label={passwordLabel}
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
      {/* No numeric keyboard here: a recovery code has letters. */}
      {askCode && (
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
      )}
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
