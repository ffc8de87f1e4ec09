import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { LanguageCode, Theme } from '../../../domain/preferences';
import { Button } from '../../components/Button';
import * as styles from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { LanguageField } from '../../components/form/LanguageField';
import { fieldMessages, newPasswordText, ruleMessages } from '../../components/form/formMessages';
import { PasswordField } from '../../components/form/PasswordField';
import { ThemeField } from '../../components/form/ThemeField';
import { useFieldProblems } from '../../components/form/useFieldProblems';
import { useInitialFocus } from '../../components/form/useInitialFocus';
import { newPasswordProblem } from '../../../domain/credentials';
import { pageTitles } from './pageTitles';

export const setupProfileMessages = defineMessages({
  lead: { id: 'accounts.setupProfile.lead', defaultMessage: 'Choose how the app looks. You can change this later in Settings.' },
  extraPasswordLegend: { id: 'accounts.setupProfile.extraPasswordLegend', defaultMessage: 'Extra password (optional)' },
  extraPasswordExplanation: {
    id: 'accounts.setupProfile.extraPasswordExplanation',
    defaultMessage:
      'The extra password protects the password area: even when you are signed in, your saved passwords open only with it. Leave it empty to set it later in Settings.',
  },
  extraPassword: { id: 'accounts.setupProfile.extraPassword', defaultMessage: 'Extra password' },
  currentPassword: { id: 'accounts.setupProfile.currentPassword', defaultMessage: 'Your account password' },
  currentPasswordHint: {
    id: 'accounts.setupProfile.currentPasswordHint',
    defaultMessage: 'Needed to confirm that it is you who sets the extra password.',
  },
  continue: { id: 'accounts.setupProfile.continue', defaultMessage: 'Continue' },
  skip: { id: 'accounts.setupProfile.skip', defaultMessage: 'Skip' },
});

export interface ExtraPasswordChoice {
  extraPassword: string;
  /** The account password, which the server asks for before it sets an extra password. */
  currentPassword: string;
}

export interface ProfileChoices {
  language: LanguageCode;
  theme: Theme;
  /** Absent when the extra password was left empty. */
  extraPassword?: ExtraPasswordChoice;
}

export interface SetupProfileProps {
  language: LanguageCode;
  theme: Theme;
  /** Lets the container preview a choice at once (the interface switches language or theme). */
  onLanguageChange: (language: LanguageCode) => void;
  onThemeChange: (theme: Theme) => void;
  isSaving: boolean;
  /** An error text already in the interface language, e.g. 'Could not update preferences'. */
  error: string | null;
  /** A choice was changed: the last save's error no longer applies. */
  onEdit: () => void;
  onContinue: (choices: ProfileChoices) => void;
  onSkip: () => void;
}

/**
 * The "Setup user profile" screen of spec §2, shown after sign-up. Its first field (the language)
 * is focused on arrival; the save's error goes when any choice changes, a field's own complaint
 * when that field is edited.
 */
export function SetupProfile({ language, theme, onLanguageChange, onThemeChange, isSaving, error, onEdit, onContinue, onSkip }: SetupProfileProps) {
  const intl = useIntl();
  const m = setupProfileMessages;
  const headingId = useId();
  const alertId = useId();
  const explanationId = useId();
  const [extraPassword, setExtraPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { problems, setProblems, edited } = useFieldProblems<'extra' | 'current'>();
  const languageRef = useRef<HTMLSelectElement>(null);
  const extraRef = useRef<HTMLInputElement>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const wantsExtra = extraPassword !== '';
  useInitialFocus(languageRef);

  const editedForm = () => {
    if (error) onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (!wantsExtra) return onContinue({ language, theme });
    const problem = newPasswordProblem(extraPassword);
    const extraProblem = problem === null || problem === 'empty' ? undefined : newPasswordText[problem];
    const currentProblem = currentPassword === '' ? ruleMessages.passwordEmpty : undefined;
    setProblems({ extra: extraProblem, current: currentProblem });
    if (extraProblem) return extraRef.current?.focus();
    if (currentProblem) return currentRef.current?.focus();
    onContinue({ language, theme, extraPassword: { extraPassword, currentPassword } });
  };

  const text = (descriptor: MessageDescriptor | undefined) => (descriptor ? intl.formatMessage(descriptor) : null);

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {intl.formatMessage(pageTitles.setupProfile)}
        </h1>
        <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSaving}>
          <FormAlert id={alertId}>{error}</FormAlert>
          <LanguageField
            ref={languageRef}
            value={language}
            onChange={(next) => {
              onLanguageChange(next);
              editedForm();
            }}
          />
          <ThemeField
            value={theme}
            onChange={(next) => {
              onThemeChange(next);
              editedForm();
            }}
          />
          <fieldset className={styles.fieldset} aria-describedby={explanationId}>
            <legend className={styles.legend}>{intl.formatMessage(m.extraPasswordLegend)}</legend>
            <p id={explanationId} className={styles.hint}>
              {intl.formatMessage(m.extraPasswordExplanation)}
            </p>
            <PasswordField
              ref={extraRef}
              label={intl.formatMessage(m.extraPassword)}
              hint={intl.formatMessage(fieldMessages.passwordRule)}
              name="extra-password"
              autoComplete="new-password"
              value={extraPassword}
              onChange={(event) => {
                setExtraPassword(event.target.value);
                edited('extra');
                editedForm();
              }}
              error={text(problems.extra)}
            />
            {wantsExtra ? (
              <PasswordField
                ref={currentRef}
                label={intl.formatMessage(m.currentPassword)}
                hint={intl.formatMessage(m.currentPasswordHint)}
                name="current-password"
                autoComplete="current-password"
                required
                value={currentPassword}
                onChange={(event) => {
                  setCurrentPassword(event.target.value);
                  edited('current');
                  editedForm();
                }}
                error={text(problems.current)}
                describedBy={error ? alertId : undefined}
              />
            ) : null}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
              {intl.formatMessage(m.continue)}
            </Button>
            <Button type="button" variant="ghost" onClick={onSkip} disabled={isSaving}>
              {intl.formatMessage(m.skip)}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
