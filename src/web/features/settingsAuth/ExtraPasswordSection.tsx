import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { fieldMessages, newPasswordText, ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { newPasswordProblem } from '../../../domain/credentials';
import { extraPasswordMessages as m } from './screenMessages';
import * as styles from './SettingsAuth.css';

/**
 * Where the account's extra password stands: none yet; set (with its vault); or set before the
 * vault was encrypted in the browser, so only a reset helps (GET /auth/extra-password's 409).
 */
export type ExtraPasswordStatus = 'notSet' | 'set' | 'resetNeeded';

/** What the form asks the route to do; the route derives the keys, the server never sees these. */
export type ExtraPasswordInput =
  | { mode: 'set' | 'reset'; currentPassword: string; extraPassword: string }
  | { mode: 'change'; currentPassword: string; currentExtraPassword: string; extraPassword: string };

export interface ExtraPasswordSectionProps {
  status: ExtraPasswordStatus;
  /** The keys are derived (a second or more) and sent: the form is busy and says so. */
  isSaving: boolean;
  /** An error text already in the interface language, e.g. 'Wrong password'. */
  error: string | null;
  onSave: (input: ExtraPasswordInput) => void;
  /** A field was edited while `error` was shown: the refusal no longer applies. */
  onEdit?: () => void;
  /** Bumped by the container after a save, so the form empties itself. */
  resetKey?: number;
}

const statusText: Record<ExtraPasswordStatus, MessageDescriptor> = { notSet: m.statusNotSet, set: m.statusSet, resetNeeded: m.statusResetNeeded };

/**
 * Sets, changes or resets the extra password that opens the password vault (spec §2, issue 9).
 * Changing asks the current extra password, which unlocks the vault key in the browser; without
 * it (forgotten, or set before the vault) the only way is a reset that deletes every saved
 * password, behind a warning that says so.
 */
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
      <p className={props.status === 'resetNeeded' ? styles.warning : styles.muted}>{intl.formatMessage(statusText[props.status])}</p>
      <ExtraPasswordForm key={`${props.resetKey ?? 0} ${props.status}`} {...props} />
    </section>
  );
}

type Field = 'current' | 'currentExtra' | 'extra' | 'confirm';
type Problems = Record<Field, MessageDescriptor | null>;

const noProblems: Problems = { current: null, currentExtra: null, extra: null, confirm: null };
/** The complaints an edit of each field takes away: its own, and a mismatch it caused. */
const clearedBy: Record<Field, Field[]> = { current: ['current'], currentExtra: ['currentExtra'], extra: ['extra', 'confirm'], confirm: ['confirm'] };

function ExtraPasswordForm({ status, isSaving, error, onSave, onEdit }: ExtraPasswordSectionProps) {
  const intl = useIntl();
  const alertId = useId();
  const workingId = useId();
  const warningId = useId();
  // A set extra password is changed, unless the user has forgotten it and chose the reset.
  const [forgotten, setForgotten] = useState(false);
  const mode = status === 'notSet' ? 'set' : status === 'resetNeeded' || forgotten ? 'reset' : 'change';
  const [values, setValues] = useState<Record<Field, string>>({ current: '', currentExtra: '', extra: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>(noProblems);
  const currentRef = useRef<HTMLInputElement>(null);
  const currentExtraRef = useRef<HTMLInputElement>(null);
  const extraRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const refOf = (name: Field) => ({ current: currentRef, currentExtra: currentExtraRef, extra: extraRef, confirm: confirmRef })[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    // The server only sees a derived key, so the extra password's rules are checked here.
    const extraProblem = newPasswordProblem(values.extra);
    const next: Problems = {
      current: values.current === '' ? ruleMessages.passwordEmpty : null,
      currentExtra: mode === 'change' && values.currentExtra === '' ? ruleMessages.passwordEmpty : null,
      extra: extraProblem === null ? null : newPasswordText[extraProblem],
      confirm: !extraProblem && values.confirm !== values.extra ? ruleMessages.passwordsDiffer : null,
    };
    setProblems(next);
    const first = (['current', 'currentExtra', 'extra', 'confirm'] as const).find((field) => next[field]);
    if (first) return refOf(first).current?.focus();
    onSave(
      mode === 'change'
        ? { mode, currentPassword: values.current, currentExtraPassword: values.currentExtra, extraPassword: values.extra }
        : { mode, currentPassword: values.current, extraPassword: values.extra },
    );
  };

  const text = (descriptor: MessageDescriptor | null) => (descriptor ? intl.formatMessage(descriptor) : null);
  const field = (name: Field) => ({
    ref: refOf(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      setProblems((old) => ({ ...old, ...Object.fromEntries(clearedBy[name].map((cleared) => [cleared, null])) }));
      if (error) onEdit?.();
    },
    error: text(problems[name]),
  });
  const switchTo = (reset: boolean) => {
    setForgotten(reset);
    setProblems(noProblems);
    if (error) onEdit?.();
  };
  const submitLabel = { set: m.set, change: m.change, reset: m.reset }[mode];

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-busy={isSaving}>
      {mode === 'reset' ? (
        <p id={warningId} className={styles.warning}>
          {intl.formatMessage(m.resetWarning)}
        </p>
      ) : null}
      <FormAlert id={alertId}>{error}</FormAlert>
      <PasswordField
        label={intl.formatMessage(m.currentPassword)}
        name="current-password"
        autoComplete="current-password"
        describedBy={error ? alertId : undefined}
        {...field('current')}
      />
      {mode === 'change' ? (
        <PasswordField
          label={intl.formatMessage(m.currentExtraPassword)}
          name="current-extra-password"
          autoComplete="off"
          describedBy={error ? alertId : undefined}
          {...field('currentExtra')}
        />
      ) : null}
      <PasswordField
        label={intl.formatMessage(m.newExtraPassword)}
        hint={intl.formatMessage(fieldMessages.passwordRule)}
        name="new-extra-password"
        autoComplete="new-password"
        {...field('extra')}
      />
      <PasswordField label={intl.formatMessage(m.confirmExtraPassword)} name="confirm-extra-password" autoComplete="new-password" {...field('confirm')} />
      <div className={form.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={isSaving}
          aria-busy={isSaving}
          aria-describedby={[mode === 'reset' ? warningId : '', isSaving ? workingId : ''].filter(Boolean).join(' ') || undefined}
        >
          {intl.formatMessage(submitLabel)}
        </Button>
        {mode === 'change' ? (
          <Button variant="ghost" onClick={() => switchTo(true)} disabled={isSaving}>
            {intl.formatMessage(m.forgot)}
          </Button>
        ) : null}
        {mode === 'reset' && status === 'set' ? (
          <Button variant="ghost" onClick={() => switchTo(false)} disabled={isSaving}>
            {intl.formatMessage(m.cancelReset)}
          </Button>
        ) : null}
      </div>
      {/* Deriving the keys (Argon2id, 64 MiB) takes a second or more, twice for a change. */}
      <p id={workingId} role="status" className={styles.muted}>
        {isSaving ? intl.formatMessage(m.working) : null}
      </p>
    </form>
  );
}
