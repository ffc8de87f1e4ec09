import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../components/Button';
import { errorText, type FormError } from '../../components/form/errorText';
import * as styles from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import * as local from './LoginForm.css';
import { fieldMessages, ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { useFieldProblems } from '../../components/form/useFieldProblems';
import { useInitialFocus } from '../../components/form/useInitialFocus';
import { pageTitles } from './pageTitles';
import { shellMessages } from '../../shell/shellMessages';

export const loginFormMessages = defineMessages({
  submit: { id: 'accounts.loginForm.submit', defaultMessage: 'Sign in' },
  noAccount: { id: 'accounts.loginForm.noAccount', defaultMessage: 'No account yet?' },
  register: { id: 'accounts.loginForm.register', defaultMessage: 'Create an account' },
});

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginFormProps extends FormError {
  isSubmitting: boolean;
  onSubmit: (credentials: LoginCredentials) => void;
  /** A field was edited: the last refusal (`errorMessageId`) no longer applies (auth's `form.edited`). */
  onEdit: () => void;
}

/**
 * Spec §2 /login: username and password; the error comes from the auth view-model. The username
 * is focused on arrival; any error goes as soon as the field it is about is edited.
 */
export function LoginForm({ isSubmitting, errorMessageId, onSubmit, onEdit }: LoginFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const alertId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { problems, setProblems, edited } = useFieldProblems<'username' | 'password'>();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const serverError = errorText(intl, { errorMessageId });
  const text = (descriptor: MessageDescriptor | undefined) => (descriptor ? intl.formatMessage(descriptor) : null);
  useInitialFocus(usernameRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const next = {
      username: username.trim() === '' ? ruleMessages.usernameEmpty : undefined,
      password: password === '' ? ruleMessages.passwordEmpty : undefined,
    };
    setProblems(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    onSubmit({ username: username.trim(), password });
  };

  const change = (field: 'username' | 'password', set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    edited(field);
    if (serverError) onEdit();
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby={headingId}>
        {/* The app's name: signed out there is no shell around the form to say where this is. */}
        <p className={local.appName}>{intl.formatMessage(shellMessages.appName)}</p>
        <h1 id={headingId} className={styles.heading}>
          {intl.formatMessage(pageTitles.signIn)}
        </h1>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting}>
          <FormAlert id={alertId}>{serverError}</FormAlert>
          <TextField
            ref={usernameRef}
            label={intl.formatMessage(fieldMessages.username)}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={username}
            onChange={change('username', setUsername)}
            error={text(problems.username)}
            describedBy={serverError ? alertId : undefined}
          />
          <PasswordField
            ref={passwordRef}
            label={intl.formatMessage(fieldMessages.password)}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={change('password', setPassword)}
            error={text(problems.password)}
            describedBy={serverError ? alertId : undefined}
          />
          <Button type="submit" variant="primary" className={local.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
            {intl.formatMessage(loginFormMessages.submit)}
          </Button>
        </form>
        <p className={styles.footer}>
          {intl.formatMessage(loginFormMessages.noAccount)}{' '}
          <Link to="/register" className={local.registerLink}>
            {intl.formatMessage(loginFormMessages.register)}
          </Link>
        </p>
      </section>
    </div>
  );
}
