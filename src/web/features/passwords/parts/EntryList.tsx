import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages as m } from '../screenMessages';
import type { PasswordEntry } from '../queries';
import * as styles from '../vault.css';
import { useRevealed } from '../../../components/useRevealed';

export interface EntryListProps {
  entries: readonly PasswordEntry[];
  /** Opened usernames by entry id (`null`: the seal is broken); undefined while they open. */
  usernames: ReadonlyMap<string, string | null> | undefined;
  /** Group names by id, to say where each entry is (search results span groups). */
  groupNames?: ReadonlyMap<string, string>;
  label: string;
}

/**
 * Entries by name, each a link to its page with its username (opened in the browser) beneath.
 * Long lists draw in steps (useRevealed), and a drawn row is not drawn again by the next step.
 */
export function EntryList({ entries, usernames, groupNames, label }: EntryListProps) {
  const shown = useRevealed(entries.length, 50);
  return (
    <ul className={styles.list} aria-label={label} aria-busy={usernames === undefined || shown < entries.length}>
      {entries.slice(0, shown).map((entry) => (
        <EntryRow key={entry._id} entry={entry} username={usernames === undefined ? undefined : (usernames.get(entry._id) ?? null)} group={groupNames?.get(entry.groupId)} />
      ))}
    </ul>
  );
}

/** One entry: `username` undefined while opening, null when its seal is broken. */
const EntryRow = memo(function EntryRow({ entry, username, group }: { entry: PasswordEntry; username: string | null | undefined; group: string | undefined }) {
  const intl = useIntl();
  return (
    <li className={styles.row}>
      <Link to="/password/$passwordId" params={{ passwordId: entry._id }} className={styles.rowLink}>
        <span className={styles.name}>{entry.name}</span>
        {username === undefined ? null : username === null ? (
          <span className={styles.broken}>{intl.formatMessage(m.broken)}</span>
        ) : (
          <span className={styles.small}>{username || intl.formatMessage(m.noUsername)}</span>
        )}
        {group ? <span className={styles.small}>{group}</span> : null}
      </Link>
    </li>
  );
});
