import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { commonMessages, groupMessages, formMessages as m } from '../screenMessages';
import { passwordTitles } from '../pageTitles';
import type { Loadable } from '../parts/Loadable';
import { LoadStatus } from '../parts/LoadStatus';
import { VaultHeader } from '../parts/VaultHeader';
import type { PasswordGroup } from '../queries';
import * as styles from '../vault.css';
import { EntryForm, type EntryValues } from './EntryForm';

export interface AddEntryScreenProps {
  groupId: string;
  groups: Loadable<readonly PasswordGroup[]>;
  isBusy: boolean;
  onAdd: (values: EntryValues) => Promise<unknown>;
  onRetry: () => void;
  onLock: () => void;
}

const empty = { username: '', password: '', url: '', notes: '' };

/** /add-password/:groupId: a new entry in the group, with the password generator. */
export function AddEntryScreen({ groupId, groups, isBusy, onAdd, onRetry, onLock }: AddEntryScreenProps) {
  const intl = useIntl();
  const group = groups.status === 'ready' ? groups.data.find((one) => one._id === groupId) : undefined;
  return (
    <div className={styles.screen}>
      <VaultHeader title={intl.formatMessage(passwordTitles.add)} onLock={onLock} />
      {groups.status !== 'ready' ? (
        <LoadStatus status={groups.status} loadingText={intl.formatMessage(commonMessages.loadingGroups)} onRetry={onRetry} />
      ) : !group ? (
        <>
          <p role="alert" className={styles.muted}>
            {intl.formatMessage(groupMessages.notFound)}
          </p>
          <Link to="/password-parent">{intl.formatMessage(groupMessages.backToVault)}</Link>
        </>
      ) : (
        <section className={styles.section} aria-label={group.name}>
          <Link to="/password-group/$groupId" params={{ groupId }} className={styles.small}>
            {group.name}
          </Link>
          <EntryForm initial={{ name: '', groupId, secrets: empty }} groups={groups.data} submitLabel={intl.formatMessage(m.add)} isBusy={isBusy} onSubmit={onAdd} />
        </section>
      )}
    </div>
  );
}
