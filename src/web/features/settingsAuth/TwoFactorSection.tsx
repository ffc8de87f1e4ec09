import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { TextField } from '../../components/form/TextField';
import type { TwoFactorScreen } from '../../../../machines/twoFactorMachine';
import { isOneTimeCode } from '../../../domain/credentials';
import { ConfirmPasswordForm } from './ConfirmPasswordForm';
import { PasswordAndCodeForm } from './PasswordAndCodeForm';
import { confirmPasswordMessages, twoFactorMessages as m } from './screenMessages';
import * as styles from './SettingsAuth.css';

/** Where the two-factor section is: the screen of `twoFactorMachine`'s view-model (`selectTwoFactor`). */
export type TwoFactorStep = TwoFactorScreen;

export interface TwoFactorSectionProps {
  state: TwoFactorStep;
  isBusy: boolean;
  /** An error text already in the interface language, e.g. 'Wrong code'. */
  error: string | null;
  onStart: () => void;
  /** The account password, when the server asked for it before the setup. */
  onConfirmPassword: (password: string) => void;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  onDone: () => void;
  onStartTurnOff: () => void;
  onTurnOff: (input: { password: string; code: string }) => void;
  /** A field was edited while `error` was shown: the refusal no longer applies. */
  onEdit: () => void;
  onCopy: (text: string) => void;
  /** Renders the otpauth URI as an image URL; the container loads `qrcode` lazily. */
  renderQr: (uri: string) => Promise<string>;
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Two-factor authentication: turn it on (QR code, code, recovery codes) or off (password + code). */
export function TwoFactorSection(props: TwoFactorSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const { state } = props;
  const on = state.step === 'on' || state.step === 'turningOff';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      {state.step !== 'recoveryCodes' ? <p className={styles.text}>{intl.formatMessage(on ? m.statusOn : m.statusOff)}</p> : null}
      {state.step === 'off' ? <FormAlert id={`${headingId}-alert`}>{props.error}</FormAlert> : null}
      {state.step === 'off' ? (
        <div className={form.actions}>
          <Button variant="primary" onClick={props.onStart} disabled={props.isBusy} aria-busy={props.isBusy}>
            {intl.formatMessage(m.turnOn)}
          </Button>
        </div>
      ) : null}
      {state.step === 'on' ? (
        <div className={form.actions}>
          <Button variant="secondary" onClick={props.onStartTurnOff}>
            {intl.formatMessage(m.turnOff)}
          </Button>
        </div>
      ) : null}
      {state.step === 'confirmPassword' ? (
        <ConfirmPasswordForm
          lead={intl.formatMessage(confirmPasswordMessages.twoFactorLead)}
          submitLabel={intl.formatMessage(confirmPasswordMessages.twoFactorSubmit)}
          isBusy={props.isBusy}
          error={props.error}
          onSubmit={props.onConfirmPassword}
          onCancel={props.onCancel}
          onEdit={props.onEdit}
        />
      ) : null}
      {state.step === 'setup' ? <SetupStep {...props} secret={state.secret} uri={state.uri} /> : null}
      {state.step === 'recoveryCodes' ? <RecoveryCodes {...props} codes={state.recoveryCodes} /> : null}
      {state.step === 'turningOff' ? <TurnOffForm {...props} /> : null}
    </section>
  );
}

function SetupStep({ secret, uri, isBusy, error, onConfirm, onCancel, onCopy, onEdit, renderQr }: TwoFactorSectionProps & { secret: string; uri: string }) {
  const intl = useIntl();
  const alertId = useId();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    renderQr(uri).then(
      (url) => live && setQr(url),
      () => live && setQr(null), // the key below still works without the picture
    );
    return () => {
      live = false;
    };
  }, [uri, renderQr]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!isOneTimeCode(code)) return setProblem(intl.formatMessage(m.codeInvalid));
    setProblem(null);
    onConfirm(code.replace(/\s/g, ''));
  };

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-busy={isBusy}>
      <p className={styles.text}>{intl.formatMessage(m.scan)}</p>
      {qr ? <img className={styles.qr} src={qr} alt={intl.formatMessage(m.qrAlt)} width={192} height={192} /> : null}
      <div className={form.field}>
        <span className={form.label}>{intl.formatMessage(m.secretLabel)}</span>
        <p className={styles.secret}>{groupSecret(secret)}</p>
      </div>
      <div className={form.actions}>
        <Button variant="secondary" size="sm" onClick={() => onCopy(secret)}>
          {intl.formatMessage(m.copyKey)}
        </Button>
      </div>
      <FormAlert id={alertId}>{error}</FormAlert>
      <TextField
        label={intl.formatMessage(m.code)}
        hint={intl.formatMessage(m.codeHint)}
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
          if (error) onEdit();
        }}
        error={problem}
        describedBy={error ? alertId : undefined}
      />
      <div className={form.actions}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {intl.formatMessage(m.confirm)}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onCopy, onDone }: TwoFactorSectionProps & { codes: string[] }) {
  const intl = useIntl();
  const headingId = useId();
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={form.form} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {intl.formatMessage(m.recoveryHeading)}
      </h3>
      <p className={styles.warning}>{intl.formatMessage(m.recoveryWarning)}</p>
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={form.actions}>
        <Button variant="secondary" onClick={() => onCopy(text)}>
          {intl.formatMessage(m.copyCodes)}
        </Button>
        <Button variant="secondary" onClick={download}>
          {intl.formatMessage(m.downloadCodes)}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {intl.formatMessage(m.done)}
        </Button>
      </div>
    </div>
  );
}

function TurnOffForm({ isBusy, error, onTurnOff, onCancel, onEdit }: TwoFactorSectionProps) {
  const intl = useIntl();
  return (
    <PasswordAndCodeForm
      askCode
      passwordLabel={intl.formatMessage(m.password)}
      submitLabel={intl.formatMessage(m.confirmOff)}
      cancelLabel={intl.formatMessage(m.cancel)}
      isBusy={isBusy}
      error={error}
      onSubmit={({ password, code = '' }) => onTurnOff({ password, code })}
      onEdit={onEdit}
      onCancel={onCancel}
    />
  );
}
