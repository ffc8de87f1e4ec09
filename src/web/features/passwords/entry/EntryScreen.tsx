import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import { formatLocalDateTime } from '../../../i18n/dateText';
import { EntryForm, type EntryValues } from '../add/EntryForm';
import { commonMessages as c, entryMessages as m, entryValueMessages as v, groupMessages } from '../screenMessages';
import { passwordTitles } from '../pageTitles';
import { LoadStatus } from '../parts/LoadStatus';
import { VaultHeader } from '../parts/VaultHeader';
import type { PasswordEntry, PasswordGroup } from '../queries';
import type { EntrySecrets, Opened } from '../sealEntry';
import * as styles from '../vault.css';
import * as own from './EntryScreen.css';

export type EntryState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notFound' }
  | { status: 'ready'; entry: PasswordEntry; secrets: Opened<EntrySecrets> };

export interface EntryScreenProps {
  state: EntryState;
  groups: readonly PasswordGroup[];
  /** Copies a secret (cleared from the clipboard after 30 s); says itself how it went. */
  onCopy: (text: string) => void;
  onSave: (values: EntryValues) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  isSaving: boolean;
  isDeleting: boolean;
  onRetry: () => void;
  onLock: () => void;
}

/** /password/:passwordId: the entry's secrets (the password masked until shown), copy, edit and delete. */
export function EntryScreen(props: EntryScreenProps) {
  const { state, groups, onLock } = props;
  const intl = useIntl();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');

  if (state.status !== 'ready') {
    return (
      <div className={styles.screen}>
        <VaultHeader title={intl.formatMessage(passwordTitles.entry)} onLock={onLock} />
        {state.status === 'notFound' ? (
          <>
            <p role="alert" className={styles.muted}>
              {intl.formatMessage(m.notFound)}
            </p>
            <Link to="/password-parent">{intl.formatMessage(groupMessages.backToVault)}</Link>
          </>
        ) : (
          <LoadStatus status={state.status} loadingText={intl.formatMessage(c.loadingPasswords)} onRetry={props.onRetry} />
        )}
      </div>
    );
  }

  const { entry, secrets } = state;
  const group = groups.find((one) => one._id === entry.groupId);
  return (
    <div className={styles.screen}>
      <VaultHeader title={entry.name} onLock={onLock} />
      <section className={styles.section} aria-label={entry.name}>
        {group ? (
          <p className={styles.small}>
            {intl.formatMessage(m.group)}:{' '}
            <Link to="/password-group/$groupId" params={{ groupId: group._id }}>
              {group.name}
            </Link>
          </p>
        ) : null}
        {secrets.status === 'opening' ? (
          <p className={styles.muted} role="status">
            {intl.formatMessage(m.opening)}
          </p>
        ) : secrets.status === 'broken' ? (
          <p className={own.brokenAlert} role="alert">
            {intl.formatMessage(m.broken)}
          </p>
        ) : mode === 'edit' ? (
          <EntryForm
            initial={{ name: entry.name, groupId: entry.groupId, secrets: secrets.value }}
            groups={groups}
            submitLabel={intl.formatMessage(c.save)}
            isBusy={props.isSaving}
            onCancel={() => setMode('view')}
            onSubmit={(values) => props.onSave(values).then(() => setMode('view'))}
          />
        ) : (
          <Secrets secrets={secrets.value} onCopy={props.onCopy} />
        )}
        {mode === 'delete' ? (
          <ConfirmPanel
            message={intl.formatMessage(v.confirmDelete, { name: entry.name })}
            confirmLabel={intl.formatMessage(v.confirmDeleteButton, { name: entry.name })}
            cancelLabel={intl.formatMessage(c.cancel)}
            isBusy={props.isDeleting}
            onCancel={() => setMode('view')}
            onConfirm={() => void props.onDelete().catch(() => setMode('view'))}
          />
        ) : mode === 'view' ? (
          <div className={styles.buttons}>
            {secrets.status === 'open' ? <Button onClick={() => setMode('edit')}>{intl.formatMessage(m.edit)}</Button> : null}
            <Button onClick={() => setMode('delete')}>{intl.formatMessage(m.delete)}</Button>
          </div>
        ) : null}
        <p className={styles.small}>{intl.formatMessage(v.updated, { date: formatLocalDateTime(entry.updatedAt) })}</p>
      </section>
    </div>
  );
}

/** The opened secrets: username and password with copy, the password masked until shown. */
function Secrets({ secrets, onCopy }: { secrets: EntrySecrets; onCopy: (text: string) => void }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const usernameLabel = intl.formatMessage(m.username);
  const passwordLabel = intl.formatMessage(m.password);
  const none = <span className={styles.small}>{intl.formatMessage(m.empty)}</span>;
  const safeUrl = /^https?:\/\//i.test(secrets.url) ? secrets.url : null;
  return (
    <dl className={own.fields}>
      <div className={own.field}>
        <dt className={own.term}>{usernameLabel}</dt>
        <dd className={own.value}>
          {secrets.username ? <span className={styles.secret}>{secrets.username}</span> : none}
          {secrets.username ? (
            <Button size="sm" onClick={() => onCopy(secrets.username)}>
              {intl.formatMessage(v.copy, { field: usernameLabel.toLowerCase() })}
            </Button>
          ) : null}
        </dd>
      </div>
      <div className={own.field}>
        <dt className={own.term}>{passwordLabel}</dt>
        <dd className={own.value}>
          {!secrets.password ? (
            none
          ) : shown ? (
            <span className={styles.secret}>{secrets.password}</span>
          ) : (
            <span className={styles.secret} aria-label={intl.formatMessage(m.hidden)}>
              ••••••••••
            </span>
          )}
          {secrets.password ? (
            <span className={styles.buttons}>
              <Button size="sm" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
                {intl.formatMessage(shown ? v.hide : v.reveal, { field: passwordLabel.toLowerCase() })}
              </Button>
              <Button size="sm" onClick={() => onCopy(secrets.password)}>
                {intl.formatMessage(v.copy, { field: passwordLabel.toLowerCase() })}
              </Button>
            </span>
          ) : null}
        </dd>
      </div>
      <div className={own.field}>
        <dt className={own.term}>{intl.formatMessage(m.url)}</dt>
        <dd className={own.value}>
          {safeUrl ? (
            <a href={safeUrl} target="_blank" rel="noreferrer noopener" className={styles.secret}>
              {safeUrl}
            </a>
          ) : secrets.url ? (
            <span className={styles.secret}>{secrets.url}</span>
          ) : (
            none
          )}
        </dd>
      </div>
      <div className={own.field}>
        <dt className={own.term}>{intl.formatMessage(m.notes)}</dt>
        <dd className={own.value}>{secrets.notes ? <span className={own.notes}>{secrets.notes}</span> : none}</dd>
      </div>
    </dl>
  );
}
