import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NameForm } from '../../../components/edit/NameForm';
import { commonMessages as c, groupsMessages as m } from '../screenMessages';
import { passwordTitles } from '../pageTitles';
import type { Loadable } from '../parts/Loadable';
import { LoadStatus } from '../parts/LoadStatus';
import { VaultHeader } from '../parts/VaultHeader';
import type { PasswordGroup } from '../queries';
import * as styles from '../vault.css';
import { GroupRow, type GroupDeletion } from './GroupRow';

export interface GroupsScreenProps {
  groups: Loadable<readonly PasswordGroup[]>;
  /** Ids with a change in flight (`new` while a group is being added). */
  busy: ReadonlySet<string>;
  onAdd: (name: string) => Promise<unknown>;
  onRename: (groupId: string, name: string) => Promise<unknown>;
  onDelete: (groupId: string, how: GroupDeletion) => Promise<unknown>;
  onRetry: () => void;
  onLock: () => void;
}

/** /password-groups: the groups with their counts; add, rename in place, delete after asking. */
export function GroupsScreen({ groups, busy, onAdd, onRename, onDelete, onRetry, onLock }: GroupsScreenProps) {
  const intl = useIntl();
  const listHeading = useId();
  return (
    <div className={styles.screen}>
      <VaultHeader title={intl.formatMessage(passwordTitles.groups)} onLock={onLock} />
      <p className={styles.muted}>{intl.formatMessage(m.lead)}</p>
      <section className={styles.section} aria-labelledby={listHeading} aria-busy={groups.status === 'loading'}>
        <h2 id={listHeading} className={styles.sectionHeading}>
          {intl.formatMessage(passwordTitles.groups)}
        </h2>
        <NameForm
          label={intl.formatMessage(m.newGroup)}
          submitLabel={intl.formatMessage(m.add)}
          requiredMessage={intl.formatMessage(m.nameRequired)}
          isBusy={busy.has('new')}
          onSubmit={onAdd}
        />
        {groups.status !== 'ready' ? (
          <LoadStatus status={groups.status} loadingText={intl.formatMessage(c.loadingGroups)} onRetry={onRetry} />
        ) : groups.data.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={listHeading}>
            {groups.data.map((group) => (
              <GroupRow
                key={group._id}
                group={group}
                others={groups.data.filter((other) => other._id !== group._id)}
                isBusy={busy.has(group._id)}
                onRename={(name) => onRename(group._id, name)}
                onDelete={(how) => onDelete(group._id, how)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
