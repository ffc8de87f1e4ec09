import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { PasswordAndCodeForm, type PasswordAndCode } from './PasswordAndCodeForm';
import { deleteAccountMessages as m } from './screenMessages';
import * as styles from './SettingsAuth.css';

/** What DELETE /auth/user/{id} takes: the password again, and a code when 2FA is on. */
export type DeleteAccountInput = PasswordAndCode;

export interface DeleteAccountSectionProps {
  /** Two-factor authentication is on: the form asks for a code too. */
  twoFactorOn: boolean;
  isBusy: boolean;
  /** The server's refusal in the interface language, e.g. 'Wrong password'. */
  error: string | null;
  onDelete: (input: DeleteAccountInput) => void;
  /** A field was edited while `error` was shown, or the form was closed: the refusal no longer applies. */
  onEdit: () => void;
}

/**
 * "Delete my account": what goes is said first; the button opens a form that asks for the
 * password again (and a code with 2FA on) and names the deletion on its button, so nothing goes
 * by one slip. The container signs out once the server has deleted everything.
 */
export function DeleteAccountSection(props: DeleteAccountSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p className={styles.text}>{intl.formatMessage(m.whatGoes)}</p>
      {open ? (
        <DeleteAccountForm
          {...props}
          onCancel={() => {
            setOpen(false);
            props.onEdit();
          }}
        />
      ) : (
        <div className={form.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {intl.formatMessage(m.start)}
          </Button>
        </div>
      )}
    </section>
  );
}

function DeleteAccountForm({ twoFactorOn, isBusy, error, onDelete, onEdit, onCancel }: DeleteAccountSectionProps & { onCancel: () => void }) {
  const intl = useIntl();
  return (
    <PasswordAndCodeForm
      askCode={twoFactorOn}
      lead={intl.formatMessage(twoFactorOn ? m.confirmWithCode : m.confirm)}
      focusFirst
      passwordLabel={intl.formatMessage(m.password)}
      submitLabel={intl.formatMessage(m.submit)}
      cancelLabel={intl.formatMessage(m.cancel)}
      isBusy={isBusy}
      error={error}
      onSubmit={onDelete}
      onEdit={onEdit}
      onCancel={onCancel}
    />
  );
}
