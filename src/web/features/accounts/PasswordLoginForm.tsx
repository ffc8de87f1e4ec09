import { Link } from '@tanstack/react-router';
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
import { useInitialFocus } from '../../components/form/useInitialFocus';
import { pageTitles } from './pageTitles';

export const passwordLoginFormMessages = defineMessages({
  explanation: {
    id: 'accounts.passwordLoginForm.explanation',
    defaultMessage: 'Your saved passwords are protected by an extra password. Enter it to open them; you stay signed in to the rest of the app.',
  },
  extraPassword: { id: 'accounts.passwordLoginForm.extraPassword', defaultMessage: 'Extra password' },
  submit: { id: 'accounts.passwordLoginForm.submit', defaultMessage: 'Open passwords' },
  notSet: {
    id: 'accounts.passwordLoginForm.notSet',
    defaultMessage: 'Your saved passwords are protected by an extra password, and you have not set one yet. Set it first; then open them here.',
  },
  setExtraPassword: { id: 'accounts.passwordLoginForm.setExtraPassword', defaultMessage: 'Set an extra password' },
  working: {
    id: 'accounts.passwordLoginForm.working',
    defaultMessage: 'Checking the extra password and unlocking your passwords. This takes a few seconds.',
  },
});

/**
 * What the password login says when the vault stands in the way (issue 9; the ids are the extra
 * login machine's `extraAuthMessageIds`): no extra password, one set before the vault was
 * encrypted in the browser, or a vault key the accepted password does not open.
 */
export const vaultLoginMessages = defineMessages({
  extraPasswordNotSet: { id: 'accounts.errors.extraPasswordNotSet', defaultMessage: 'No extra password is set. Set one in the security settings.' },
  vaultResetNeeded: {
    id: 'accounts.errors.vaultResetNeeded',
    defaultMessage: 'Your extra password was set before saved passwords were encrypted in your browser. Set a new one in the security settings.',
  },
  vaultDoesNotOpen: {
    id: 'accounts.errors.vaultDoesNotOpen',
    defaultMessage: 'This extra password does not unlock your saved passwords. If it keeps happening, reset them in the security settings.',
  },
});

/** Refusals that only a new extra password in Settings can answer: the form links there. */
const settingsErrors: ReadonlySet<string> = new Set([vaultLoginMessages.extraPasswordNotSet.id, vaultLoginMessages.vaultResetNeeded.id]);

export interface PasswordLoginFormProps extends FormError {
  /** Without one there is nothing to enter: the screen says so and links to where it is set. */
  hasExtraPassword: boolean;
  isSubmitting: boolean;
  onSubmit: (extraPassword: string) => void;
  /** The password was edited: the last refusal no longer applies (extra auth's `password.edited`). */
  onEdit: () => void;
}

/**
 * Spec §2 /password-login: the extra password that opens the password area; spec §8 'Wrong
 * password'. While it is checked (the vault's key derivation takes a while) a status line says so. A user who has not set an extra password gets no form (any password would be
 * wrong) but the way to /settings/auth, where it is set.
 */
export function PasswordLoginForm({ hasExtraPassword, isSubmitting, errorMessageId, onSubmit, onEdit }: PasswordLoginFormProps) {
  const intl = useIntl();
  const m = passwordLoginFormMessages;
  const headingId = useId();
  const alertId = useId();
  const explanationId = useId();
  const [extraPassword, setExtraPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const serverError = errorText(intl, { errorMessageId });
  useInitialFocus(inputRef);

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
          {intl.formatMessage(hasExtraPassword ? m.explanation : m.notSet)}
        </p>
        {hasExtraPassword ? (
          <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting}>
            <FormAlert id={alertId}>{serverError}</FormAlert>
            <PasswordField
              ref={inputRef}
              label={intl.formatMessage(m.extraPassword)}
              name="extra-password"
              autoComplete="current-password"
              required
              value={extraPassword}
              onChange={(event) => {
                setExtraPassword(event.target.value);
                setMissing(false);
                if (serverError) onEdit();
              }}
              error={missing ? intl.formatMessage(ruleMessages.passwordEmpty) : null}
              describedBy={serverError ? alertId : undefined}
            />
            {errorMessageId && settingsErrors.has(errorMessageId) ? (
              <Link to="/settings/auth" className={local.setupLink}>
                {intl.formatMessage(m.setExtraPassword)}
              </Link>
            ) : null}
            <Button type="submit" variant="primary" className={local.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
              {intl.formatMessage(m.submit)}
            </Button>
            {/* The key derivation takes a second or more (Argon2id, 64 MiB): say that it is working. */}
            <p role="status" className={styles.hint}>
              {isSubmitting ? intl.formatMessage(m.working) : null}
            </p>
          </form>
        ) : (
          <Link to="/settings/auth" className={local.setupLink}>
            {intl.formatMessage(m.setExtraPassword)}
          </Link>
        )}
      </section>
    </div>
  );
}
