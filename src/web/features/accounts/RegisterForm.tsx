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
import { useFieldProblems } from '../../components/form/useFieldProblems';
import { useInitialFocus } from '../../components/form/useInitialFocus';
import { newPasswordProblem, usernameProblem, type UsernameProblem } from '../../../domain/credentials';
import { pageTitles } from './pageTitles';

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
  /** A field was edited: the last refusal (`errorMessageId`) no longer applies (auth's `form.edited`). */
  onEdit: () => void;
}

const usernameText: Record<UsernameProblem, MessageDescriptor> = {
  empty: ruleMessages.usernameEmpty,
  tooShort: ruleMessages.usernameTooShort,
  tooLong: ruleMessages.usernameTooLong,
  invalidCharacters: ruleMessages.usernameInvalidCharacters,
};

type Field = 'username' | 'password' | 'confirm';

/**
 * Spec §2 /register. The rules are shown before submitting and checked in the browser with the
 * server's wording; the server's answer (a taken name) comes from the auth view-model. The
 * username is focused on arrival; each error goes when a field it is about is edited.
 */
export function RegisterForm({ isSubmitting, errorMessageId, language, onLanguageChange, onSubmit, onEdit }: RegisterFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const alertId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // "Passwords do not match" is about the password as much as its repetition.
  const { problems, setProblems, edited } = useFieldProblems<Field>({ password: ['confirm'] });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const serverError = errorText(intl, { errorMessageId });
  const describedBy = serverError ? alertId : undefined;
  const text = (descriptor: MessageDescriptor | undefined) => (descriptor ? intl.formatMessage(descriptor) : null);
  useInitialFocus(usernameRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const name = usernameProblem(username.trim());
    const pass = newPasswordProblem(password);
    const next = {
      username: name ? usernameText[name] : undefined,
      password: pass ? newPasswordText[pass] : undefined,
      confirm: !pass && confirm !== password ? ruleMessages.passwordsDiffer : undefined,
    };
    setProblems(next);
    const first = (['username', 'password', 'confirm'] as const).find((field) => next[field]);
    if (first) return { username: usernameRef, password: passwordRef, confirm: confirmRef }[first].current?.focus();
    onSubmit({ username: username.trim(), password, language });
  };

  // Whatever the last refusal was about was in the submission, so any edit makes it stale.
  const editedForm = () => {
    if (serverError) onEdit();
  };
  const change = (field: Field, set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    edited(field);
    editedForm();
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
            onChange={change('username', setUsername)}
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
            onChange={change('password', setPassword)}
            error={text(problems.password)}
          />
          <PasswordField
            ref={confirmRef}
            label={intl.formatMessage(fieldMessages.confirmPassword)}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={change('confirm', setConfirm)}
            error={text(problems.confirm)}
          />
          <LanguageField
            value={language}
            onChange={(next) => {
              onLanguageChange(next);
              editedForm();
            }}
          />
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
