import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/form/TextField';
import { button } from '../../../components/Button.css';
import { commonMessages as c, groupMessages as m, groupValueMessages as v } from '../screenMessages';
import { passwordsMessages } from '../messages';
import { passwordTitles } from '../pageTitles';
import { EntryList } from '../parts/EntryList';
import type { Loadable } from '../parts/Loadable';
import { LoadStatus } from '../parts/LoadStatus';
import { VaultHeader } from '../parts/VaultHeader';
import type { PasswordEntry, PasswordGroup } from '../queries';
import * as styles from '../vault.css';

export interface GroupScreenProps {
  groupId: string;
  /** The group (null: it does not exist), from the groups list. */
  group: Loadable<PasswordGroup | null>;
  entries: Loadable<readonly PasswordEntry[]>;
  /** The entries' usernames, opened in the browser; undefined while they open. */
  usernames: ReadonlyMap<string, string | null> | undefined;
  onRetry: () => void;
  onLock: () => void;
}

/** /password-group/:groupId: its entries with their usernames, a filter, and the way to add one. */
export function GroupScreen({ groupId, group, entries, usernames, onRetry, onLock }: GroupScreenProps) {
  const intl = useIntl();
  const listId = useId();
  const [filter, setFilter] = useState('');
  // Typing stays quick over a thousand rows: the list follows a step behind.
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const title = group.status === 'ready' && group.data ? group.data.name : intl.formatMessage(passwordTitles.group);

  if (group.status === 'ready' && group.data === null) {
    return (
      <div className={styles.screen}>
        <VaultHeader title={title} onLock={onLock} />
        <p role="alert" className={styles.muted}>
          {intl.formatMessage(m.notFound)}
        </p>
        <Link to="/password-parent">{intl.formatMessage(m.backToVault)}</Link>
      </div>
    );
  }

  const shown =
    entries.status === 'ready' && deferred
      ? entries.data.filter((entry) => entry.name.toLowerCase().includes(deferred) || usernames?.get(entry._id)?.toLowerCase().includes(deferred))
      : entries.status === 'ready'
        ? entries.data
        : [];

  return (
    <div className={styles.screen}>
      <VaultHeader title={title} onLock={onLock} />
      <section className={styles.section} aria-labelledby={listId} aria-busy={entries.status === 'loading'}>
        <div className={styles.sectionTop}>
          <h2 id={listId} className={styles.sectionHeading}>
            {intl.formatMessage(passwordsMessages.name)}
          </h2>
          <Link to="/add-password/$groupId" params={{ groupId }} className={button({ variant: 'primary' })}>
            {intl.formatMessage(m.add)}
          </Link>
        </div>
        {entries.status !== 'ready' || group.status !== 'ready' ? (
          <LoadStatus
            status={entries.status === 'error' || group.status === 'error' ? 'error' : 'loading'}
            loadingText={intl.formatMessage(c.loadingPasswords)}
            onRetry={onRetry}
          />
        ) : entries.data.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <>
            <TextField type="search" label={intl.formatMessage(m.filter)} value={filter} autoComplete="off" onChange={(event) => setFilter(event.target.value)} />
            {shown.length === 0 ? (
              <p className={styles.muted} role="status">
                {intl.formatMessage(v.noMatch, { filter: filter.trim() })}
              </p>
            ) : (
              <EntryList entries={shown} usernames={usernames} label={title} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
