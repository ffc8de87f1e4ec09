import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { LanguageCode } from '../../../domain/preferences';
import { Button } from '../../components/Button';
import { errorText, type FormError } from '../../components/form/errorText';
import * as styles from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { LanguageField } from '../../components/form/LanguageField';
import { fieldMessages, newPasswordText, ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import * as local from './RegisterForm.css';
import { TextField } from '../../components/form/TextField';
import { newPasswordProblem, usernameProblem, type UsernameProblem } from '../../../domain/credentials';
import { pageTitles } from './messages';

export const registerFormMessages = defineMessages({
  submit: { id: 'accounts.registerForm.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'accounts.registerForm.haveAccount', defaultMessage: 'Already have an account?' },
  login: { id: 'accounts.registerForm.login', defaultMessage: 'Sign in' },
});

export interface SignupDetails {
  username: string;
  password: string;
  language: LanguageCode;
}

export interface RegisterFormProps extends FormError {
  isSubmitting: boolean;
  /** The chosen language; the container usually shows the form in it straight away. */
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  onSubmit: (details: SignupDetails) => void;
}

const usernameText: Record<UsernameProblem, MessageDescriptor> = {
  empty: ruleMessages.usernameEmpty,
  tooShort: ruleMessages.usernameTooShort,
  tooLong: ruleMessages.usernameTooLong,
  invalidCharacters: ruleMessages.usernameInvalidCharacters,
};

interface Problems {
  username: MessageDescriptor | null;
  password: MessageDescriptor | null;
  confirm: MessageDescriptor | null;
}

const noProblems: Problems = { username: null, password: null, confirm: null };

/**
 * Spec §2 /register. The rules are shown before submitting and checked in the browser with the
 * server's wording; the server's answer (a taken name) comes from the auth view-model.
 */
export function RegisterForm({ isSubmitting, errorMessageId, language, onLanguageChange, onSubmit }: RegisterFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const alertId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>(noProblems);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const serverError = errorText(intl, { errorMessageId });
  const describedBy = serverError ? alertId : undefined;
  const text = (descriptor: MessageDescriptor | null) => (descriptor ? intl.formatMessage(descriptor) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const name = usernameProblem(username.trim());
    const pass = newPasswordProblem(password);
    const next: Problems = {
      username: name ? usernameText[name] : null,
      password: pass ? newPasswordText[pass] : null,
      confirm: !pass && confirm !== password ? ruleMessages.passwordsDiffer : null,
    };
    setProblems(next);
    const first = (['username', 'password', 'confirm'] as const).find((field) => next[field]);
    if (first) return { username: usernameRef, password: passwordRef, confirm: confirmRef }[first].current?.focus();
    onSubmit({ username: username.trim(), password, language });
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {intl.formatMessage(pageTitles.register)}
        </h1>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting}>
          <FormAlert id={alertId}>{serverError}</FormAlert>
          <TextField
            ref={usernameRef}
            label={intl.formatMessage(fieldMessages.username)}
            hint={intl.formatMessage(fieldMessages.usernameRule)}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={text(problems.username)}
            describedBy={describedBy}
          />
          <PasswordField
            ref={passwordRef}
            label={intl.formatMessage(fieldMessages.password)}
            hint={intl.formatMessage(fieldMessages.passwordRule)}
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={text(problems.password)}
          />
          <PasswordField
            ref={confirmRef}
            label={intl.formatMessage(fieldMessages.confirmPassword)}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={text(problems.confirm)}
          />
          <LanguageField value={language} onChange={onLanguageChange} />
          <Button type="submit" variant="primary" className={local.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
            {intl.formatMessage(registerFormMessages.submit)}
          </Button>
        </form>
        <p className={styles.footer}>
          {intl.formatMessage(registerFormMessages.haveAccount)}{' '}
          <Link to="/login" className={local.loginLink}>
            {intl.formatMessage(registerFormMessages.login)}
          </Link>
        </p>
      </section>
    </div>
  );
}
