import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { errorText, type FormError } from '../../components/form/errorText';
import * as styles from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { TextField } from '../../components/form/TextField';
import * as local from './TwoFactorStep.css';
import { isOneTimeCode, isRecoveryCode } from '../../../domain/credentials';
import { oneTimeCodeInput, recoveryCodeInput } from './codeInput';

export const twoFactorStepMessages = defineMessages({
  heading: { id: 'accounts.twoFactorStep.heading', defaultMessage: 'Two-factor authentication' },
  lead: {
    id: 'accounts.twoFactorStep.lead',
    defaultMessage: 'Enter the 6-digit code from your authenticator app.',
  },
  recoveryLead: {
    id: 'accounts.twoFactorStep.recoveryLead',
    defaultMessage: 'Enter one of the recovery codes you saved when you turned on two-factor authentication.',
  },
  code: { id: 'accounts.twoFactorStep.code', defaultMessage: 'Code' },
  recoveryCode: { id: 'accounts.twoFactorStep.recoveryCode', defaultMessage: 'Recovery code' },
  codeRule: { id: 'accounts.twoFactorStep.codeRule', defaultMessage: 'Enter the 6 digits of the code.' },
  recoveryCodeRule: {
    id: 'accounts.twoFactorStep.recoveryCodeRule',
    defaultMessage: 'A recovery code looks like abcd-1234-ef56-7890.',
  },
  useRecoveryCode: { id: 'accounts.twoFactorStep.useRecoveryCode', defaultMessage: 'Use a recovery code instead' },
  useAppCode: { id: 'accounts.twoFactorStep.useAppCode', defaultMessage: 'Use a code from the app instead' },
  submit: { id: 'accounts.twoFactorStep.submit', defaultMessage: 'Verify' },
  cancel: { id: 'accounts.twoFactorStep.cancel', defaultMessage: 'Back to sign in' },
});

export interface TwoFactorStepProps extends FormError {
  /** The code as the auth machine holds it (`code.entered`). */
  code: string;
  isSubmitting: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  /** Back to the username and password (`login.cancelled`). */
  onCancel: () => void;
}

/**
 * The second step of a 2FA login (spec §4): a one-time code, or a recovery code for someone
 * without their phone. A refused code keeps the visitor on this step with the error, until the
 * code is edited. The code field takes focus when the step appears and after a refusal; in the
 * app-code mode it takes digits only (a numeric keyboard, the one-time-code autofill), in the
 * recovery mode the code's hexadecimal digits, grouped as they were shown.
 */
export function TwoFactorStep({ code, isSubmitting, errorMessageId, onCodeChange, onSubmit, onCancel }: TwoFactorStepProps) {
  const intl = useIntl();
  const headingId = useId();
  const alertId = useId();
  const [recovery, setRecovery] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const serverError = errorText(intl, { errorMessageId });
  const m = twoFactorStepMessages;
  // On arrival and on switching mode (a new field): the code is typed straight away.
  useEffect(() => {
    inputRef.current?.focus();
  }, [recovery]);
  // A refused code was emptied by the machine: the next one is typed straight away.
  useEffect(() => {
    if (errorMessageId) inputRef.current?.focus();
  }, [errorMessageId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const valid = recovery ? isRecoveryCode(code) : isOneTimeCode(code);
    setInvalid(!valid);
    if (!valid) return inputRef.current?.focus();
    onSubmit();
  };

  const change = (typed: string) => {
    const next = recovery ? recoveryCodeInput(typed) : oneTimeCodeInput(typed);
    // A refused character leaves the code, and any complaint about it, as they were.
    if (next === code) return;
    setInvalid(false);
    onCodeChange(next);
  };

  const switchMode = () => {
    setRecovery((on) => !on);
    setInvalid(false);
    onCodeChange('');
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {intl.formatMessage(m.heading)}
        </h1>
        <p className={styles.lead}>{intl.formatMessage(recovery ? m.recoveryLead : m.lead)}</p>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting}>
          <FormAlert id={alertId}>{serverError}</FormAlert>
          <TextField
            // Its own field per mode, so autofill and the browser's undo never mix the two kinds.
            key={recovery ? 'recovery' : 'app'}
            ref={inputRef}
            label={intl.formatMessage(recovery ? m.recoveryCode : m.code)}
            name="code"
            className={local.codeInput}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={code}
            onChange={(event) => change(event.target.value)}
            error={invalid ? intl.formatMessage(recovery ? m.recoveryCodeRule : m.codeRule) : null}
            describedBy={serverError ? alertId : undefined}
          />
          <Button type="button" variant="ghost" size="sm" className={local.switchMode} onClick={switchMode}>
            {intl.formatMessage(recovery ? m.useAppCode : m.useRecoveryCode)}
          </Button>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
              {intl.formatMessage(m.submit)}
            </Button>
            <Button type="button" onClick={onCancel} disabled={isSubmitting}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
