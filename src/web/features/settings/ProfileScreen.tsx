import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { fieldMessages, newPasswordText, ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { newPasswordProblem } from '../../../domain/credentials';
import { pageTitles } from './pageTitles';
import * as styles from './SettingsScreen.css';

export const profileScreenMessages = defineMessages({
  username: { id: 'settings.profileScreen.username', defaultMessage: 'Username' },
  changePassword: { id: 'settings.profileScreen.changePassword', defaultMessage: 'Change password' },
  changePasswordHint: {
    id: 'settings.profileScreen.changePasswordHint',
    defaultMessage: 'Changing your password signs you out everywhere else; this browser stays signed in.',
  },
  currentPassword: { id: 'settings.profileScreen.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'settings.profileScreen.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'settings.profileScreen.confirmPassword', defaultMessage: 'Confirm new password' },
  submit: { id: 'settings.profileScreen.submit', defaultMessage: 'Change password' },
  changed: {
    id: 'settings.profileScreen.changed',
    defaultMessage: 'Password changed. Your other sessions were signed out.',
  },
  failed: { id: 'settings.profileScreen.failed', defaultMessage: 'Could not change password.' },
});

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface ProfileScreenProps {
  username: string;
  isSaving: boolean;
  /** Why the change was refused, already in the interface language. */
  error: string | null;
  /** True after a change succeeded; the form is then cleared and the success message shown. */
  isChanged: boolean;
  onChangePassword: (change: PasswordChange) => void;
  /** A field was edited while `error` was shown: the refusal no longer applies. */
  onEdit?: () => void;
}

type Problems = { current: MessageDescriptor | null; next: MessageDescriptor | null; confirm: MessageDescriptor | null };
const noProblems: Problems = { current: null, next: null, confirm: null };

/** /settings/profile: who is signed in, and the account password change (PUT /auth/user/{id}). */
export function ProfileScreen({ username, isSaving, error, isChanged, onChangePassword, onEdit }: ProfileScreenProps) {
  const intl = useIntl();
  const m = profileScreenMessages;
  const headingId = useId();
  const passwordHeadingId = useId();
  const hintId = useId();
  const alertId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<Problems>(noProblems);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  // A changed password must not linger in the fields: emptied as soon as the change succeeds.
  const [wasChanged, setWasChanged] = useState(isChanged);
  if (isChanged !== wasChanged) {
    setWasChanged(isChanged);
    if (isChanged) {
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const newProblem = newPasswordProblem(newPassword);
    const next: Problems = {
      current: currentPassword === '' ? ruleMessages.passwordEmpty : null,
      next: newProblem === null ? null : newPasswordText[newProblem],
      confirm: !newProblem && confirmPassword !== newPassword ? ruleMessages.passwordsDiffer : null,
    };
    setProblems(next);
    if (next.current) return currentRef.current?.focus();
    if (next.next) return newRef.current?.focus();
    if (next.confirm) return confirmRef.current?.focus();
    onChangePassword({ currentPassword, newPassword });
  };

  const text = (descriptor: MessageDescriptor | null) => (descriptor ? intl.formatMessage(descriptor) : null);
  /** A field's new value; its own complaint (and a mismatch it caused) and the refusal go with the edit. */
  const edit = (set: (value: string) => void, clears: (keyof Problems)[]) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setProblems((old) => (clears.some((name) => old[name]) ? { ...old, ...Object.fromEntries(clears.map((name) => [name, null])) } : old));
    if (error) onEdit?.();
  };

  return (
    <div className={styles.screen}>
      <h1 id={headingId} className={styles.heading}>
        {intl.formatMessage(pageTitles.profile)}
      </h1>
      <dl className={styles.section}>
        <dt className={form.label}>{intl.formatMessage(m.username)}</dt>
        <dd className={styles.definition}>{username}</dd>
      </dl>
      <section className={styles.section} aria-labelledby={passwordHeadingId}>
        <h2 id={passwordHeadingId} className={styles.sectionHeading}>
          {intl.formatMessage(m.changePassword)}
        </h2>
        <p id={hintId} className={styles.hint}>
          {intl.formatMessage(m.changePasswordHint)}
        </p>
        <form className={form.form} noValidate onSubmit={submit} aria-busy={isSaving} aria-describedby={hintId}>
          <FormAlert id={alertId}>{error}</FormAlert>
          <p role="status" className={styles.success}>
            {isChanged ? intl.formatMessage(m.changed) : ''}
          </p>
          <PasswordField
            ref={currentRef}
            label={intl.formatMessage(m.currentPassword)}
            name="current-password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={edit(setCurrentPassword, ['current'])}
            error={text(problems.current)}
            describedBy={error ? alertId : undefined}
          />
          <PasswordField
            ref={newRef}
            label={intl.formatMessage(m.newPassword)}
            hint={intl.formatMessage(fieldMessages.passwordRule)}
            name="new-password"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={edit(setNewPassword, ['next', 'confirm'])}
            error={text(problems.next)}
          />
          <PasswordField
            ref={confirmRef}
            label={intl.formatMessage(m.confirmPassword)}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={edit(setConfirmPassword, ['confirm'])}
            error={text(problems.confirm)}
          />
          <div className={form.actions}>
            <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
              {intl.formatMessage(m.submit)}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
