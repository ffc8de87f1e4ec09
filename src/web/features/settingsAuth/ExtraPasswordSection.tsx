import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { fieldMessages, newPasswordText, ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { newPasswordProblem } from '../../../domain/credentials';
import { extraPasswordMessages as m } from './messages';
import * as styles from './SettingsAuth.css';

export interface ExtraPasswordInput {
  /** The account password, which the server asks for before it sets an extra password. */
  currentPassword: string;
  extraPassword: string;
}

export interface ExtraPasswordSectionProps {
  hasExtraPassword: boolean;
  isSaving: boolean;
  /** An error text already in the interface language, e.g. 'Wrong password'. */
  error: string | null;
  onSave: (input: ExtraPasswordInput) => void;
  /** A field was edited while `error` was shown: the refusal no longer applies. */
  onEdit?: () => void;
  /** Bumped by the container after a save, so the form empties itself. */
  resetKey?: number;
}

/** Sets or changes the extra password that protects the password area (spec §2). */
export function ExtraPasswordSection(props: ExtraPasswordSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const explanationId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-describedby={explanationId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p id={explanationId} className={styles.text}>
        {intl.formatMessage(m.explanation)}
      </p>
      <p className={styles.muted}>{intl.formatMessage(props.hasExtraPassword ? m.statusSet : m.statusNotSet)}</p>
      <ExtraPasswordForm key={props.resetKey ?? 0} {...props} />
    </section>
  );
}

type Problems = { current: MessageDescriptor | null; extra: MessageDescriptor | null; confirm: MessageDescriptor | null };

/** The complaints an edit of each field takes away: its own, and a mismatch it caused. */
const clearedBy: Record<keyof Problems, (keyof Problems)[]> = { current: ['current'], extra: ['extra', 'confirm'], confirm: ['confirm'] };

function ExtraPasswordForm({ hasExtraPassword, isSaving, error, onSave, onEdit }: ExtraPasswordSectionProps) {
  const intl = useIntl();
  const alertId = useId();
  const [values, setValues] = useState({ current: '', extra: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({ current: null, extra: null, confirm: null });
  const currentRef = useRef<HTMLInputElement>(null);
  const extraRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const refOf = (name: keyof typeof values) => ({ current: currentRef, extra: extraRef, confirm: confirmRef })[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const extraProblem = newPasswordProblem(values.extra);
    const next: Problems = {
      current: values.current === '' ? ruleMessages.passwordEmpty : null,
      extra: extraProblem === null ? null : newPasswordText[extraProblem],
      confirm: !extraProblem && values.confirm !== values.extra ? ruleMessages.passwordsDiffer : null,
    };
    setProblems(next);
    const first = (['current', 'extra', 'confirm'] as const).find((field) => next[field]);
    if (first) return refOf(first).current?.focus();
    onSave({ currentPassword: values.current, extraPassword: values.extra });
  };

  const text = (descriptor: MessageDescriptor | null) => (descriptor ? intl.formatMessage(descriptor) : null);
  const field = (name: keyof typeof values) => ({
    ref: refOf(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      setProblems((old) => ({ ...old, ...Object.fromEntries(clearedBy[name].map((cleared) => [cleared, null])) }));
      if (error) onEdit?.();
    },
    error: text(problems[name]),
  });

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-busy={isSaving}>
      <FormAlert id={alertId}>{error}</FormAlert>
      <PasswordField
        label={intl.formatMessage(m.currentPassword)}
        name="current-password"
        autoComplete="current-password"
        describedBy={error ? alertId : undefined}
        {...field('current')}
      />
      <PasswordField
        label={intl.formatMessage(m.newExtraPassword)}
        hint={intl.formatMessage(fieldMessages.passwordRule)}
        name="new-extra-password"
        autoComplete="new-password"
        {...field('extra')}
      />
      <PasswordField
        label={intl.formatMessage(m.confirmExtraPassword)}
        name="confirm-extra-password"
        autoComplete="new-password"
        {...field('confirm')}
      />
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
          {intl.formatMessage(hasExtraPassword ? m.change : m.set)}
        </Button>
      </div>
    </form>
  );
}
