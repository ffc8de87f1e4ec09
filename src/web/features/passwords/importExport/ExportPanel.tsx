import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import * as styles from './ImportExportSection.css';
import { exportMessages as m, exportValueMessages as v } from './messages';
import { PasswordAskForm } from './PasswordAskForm';
import { Progress } from './Progress';
import type { ExportFlow, ExportState } from './useExportFlow';

export type ExportPanelProps = Omit<ExportFlow, 'state'> & { state: ExportState };

/** The export's part: the encrypted file at one click; the plaintext CSV behind a warning and the extra password. */
export function ExportPanel(props: ExportPanelProps) {
  const { state } = props;
  const intl = useIntl();
  const busy = state.step === 'preparing' || state.step === 'checking' || state.step === 'decrypting';
  const csvOpen = state.step === 'csvForm' || state.step === 'checking';

  return (
    <>
      <p className={styles.text}>{intl.formatMessage(m.encryptedLead)}</p>
      <div className={form.actions}>
        <Button variant="primary" onClick={busy ? undefined : props.exportEncrypted} aria-disabled={busy ? true : undefined} disabled={csvOpen}>
          {intl.formatMessage(m.encryptedButton)}
        </Button>
      </div>
      <hr className={styles.divider} />
      <h3 className={styles.subHeading}>{intl.formatMessage(m.csvHeading)}</h3>
      {csvOpen ? (
        <PasswordAskForm
          label={intl.formatMessage(m.csvPasswordLabel)}
          submitLabel={intl.formatMessage(m.csvSubmit)}
          cancelLabel={intl.formatMessage(m.cancel)}
          emptyText={intl.formatMessage(m.csvPasswordEmpty)}
          error={state.step === 'csvForm' && state.wrongPassword ? intl.formatMessage(m.wrongPassword) : null}
          busyText={state.step === 'checking' ? intl.formatMessage(m.checking) : null}
          onSubmit={props.submitCsv}
          onCancel={props.reset}
        >
          <p className={styles.warning}>{intl.formatMessage(m.csvWarning)}</p>
        </PasswordAskForm>
      ) : (
        <>
          <p className={styles.muted}>{intl.formatMessage(m.csvWarning)}</p>
          <div className={form.actions}>
            <Button variant="secondary" onClick={props.startCsv} aria-disabled={busy ? true : undefined} disabled={busy}>
              {intl.formatMessage(m.csvStart)}
            </Button>
          </div>
        </>
      )}
      {state.step === 'preparing' ? <Progress text={intl.formatMessage(m.preparing)} /> : null}
      {state.step === 'decrypting' ? <Progress text={intl.formatMessage(v.decrypting, { done: state.done, total: state.total })} done={state.done} total={state.total} /> : null}
      {state.step === 'failed' || state.step === 'entryBroken' ? (
        <div className={styles.part}>
          <p role="alert" className={form.alert}>
            {state.step === 'failed' ? intl.formatMessage(state.message) : intl.formatMessage(v.entryBroken, { name: state.name })}
          </p>
          <div className={form.actions}>
            <Button variant="secondary" onClick={props.reset}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
