import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { commonMessages as m } from '../messages';
import type { PasswordEntry } from '../queries';
import * as styles from '../vault.css';

export interface EntryListProps {
  entries: readonly PasswordEntry[];
  /** Opened usernames by entry id (`null`: the seal is broken); undefined while they open. */
  usernames: ReadonlyMap<string, string | null> | undefined;
  /** Group names by id, to say where each entry is (search results span groups). */
  groupNames?: ReadonlyMap<string, string>;
  label: string;
}

/** Entries by name, each a link to its page with its username (opened in the browser) beneath. */
export function EntryList({ entries, usernames, groupNames, label }: EntryListProps) {
  const intl = useIntl();
  return (
    <ul className={styles.list} aria-label={label} aria-busy={usernames === undefined}>
      {entries.map((entry) => {
        const username = usernames?.get(entry._id);
        const group = groupNames?.get(entry.groupId);
        return (
          <li key={entry._id} className={styles.row}>
            <Link to="/password/$passwordId" params={{ passwordId: entry._id }} className={styles.rowLink}>
              <span className={styles.name}>{entry.name}</span>
              {usernames === undefined ? null : username === null ? (
                <span className={styles.broken}>{intl.formatMessage(m.broken)}</span>
              ) : (
                <span className={styles.small}>{username || intl.formatMessage(m.noUsername)}</span>
              )}
              {group ? <span className={styles.small}>{group}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
