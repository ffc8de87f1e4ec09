import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { errorText, type FormError } from '../../components/form/errorText';
import * as styles from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { ruleMessages } from '../../components/form/formMessages';
import * as local from './PasswordLoginForm.css';
import { PasswordField } from '../../components/form/PasswordField';
import { pageTitles } from './messages';

export const passwordLoginFormMessages = defineMessages({
  explanation: {
    id: 'accounts.passwordLoginForm.explanation',
    defaultMessage: 'Your saved passwords are protected by an extra password. Enter it to open them; you stay signed in to the rest of the app.',
  },
  extraPassword: { id: 'accounts.passwordLoginForm.extraPassword', defaultMessage: 'Extra password' },
  submit: { id: 'accounts.passwordLoginForm.submit', defaultMessage: 'Open passwords' },
});

export interface PasswordLoginFormProps extends FormError {
  isSubmitting: boolean;
  onSubmit: (extraPassword: string) => void;
}

/** Spec §2 /password-login: the extra password that opens the password area; spec §8 'Wrong password'. */
export function PasswordLoginForm({ isSubmitting, errorMessageId, onSubmit }: PasswordLoginFormProps) {
  const intl = useIntl();
  const m = passwordLoginFormMessages;
  const headingId = useId();
  const alertId = useId();
  const explanationId = useId();
  const [extraPassword, setExtraPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const serverError = errorText(intl, { errorMessageId });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setMissing(extraPassword === '');
    if (extraPassword === '') return inputRef.current?.focus();
    onSubmit(extraPassword);
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby={headingId} aria-describedby={explanationId}>
        <h1 id={headingId} className={[styles.heading, local.title].join(' ')}>
          <LockIcon className={local.icon} />
          {intl.formatMessage(pageTitles.passwordLogin)}
        </h1>
        <p id={explanationId} className={styles.lead}>
          {intl.formatMessage(m.explanation)}
        </p>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting}>
          <FormAlert id={alertId}>{serverError}</FormAlert>
          <PasswordField
            ref={inputRef}
            label={intl.formatMessage(m.extraPassword)}
            name="extra-password"
            autoComplete="current-password"
            required
            value={extraPassword}
            onChange={(event) => setExtraPassword(event.target.value)}
            error={missing ? intl.formatMessage(ruleMessages.passwordEmpty) : null}
            describedBy={serverError ? alertId : undefined}
          />
          <Button type="submit" variant="primary" className={local.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </form>
      </section>
    </div>
  );
}
