import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form/TextField';
import { commonMessages as c, commonValueMessages as cv, parentMessages as m, parentValueMessages as pv } from '../screenMessages';
import { passwordTitles } from '../pageTitles';
import { EntryList } from '../parts/EntryList';
import type { Loadable } from '../parts/Loadable';
import { LoadStatus } from '../parts/LoadStatus';
import { VaultHeader } from '../parts/VaultHeader';
import type { PasswordEntry, PasswordGroup } from '../queries';
import * as styles from '../vault.css';
import * as own from './ParentScreen.css';

export interface ParentScreenProps {
  groups: Loadable<readonly PasswordGroup[]>;
  /** The name searched for (spec §3: the search key), or undefined before a search. */
  searchName: string | undefined;
  results: Loadable<readonly PasswordEntry[]>;
  /** The results' usernames, opened in the browser; undefined while they open. */
  usernames: ReadonlyMap<string, string | null> | undefined;
  onSearch: (name: string | undefined) => void;
  onRetryGroups: () => void;
  onRetrySearch: () => void;
  onLock: () => void;
  /** The import and export sections (importExport/), below the groups. */
  transfer?: ReactNode;
}

/** /password-parent: search by name, the groups with their counts, import and export. */
export function ParentScreen(props: ParentScreenProps) {
  const { groups, searchName, results, usernames } = props;
  const intl = useIntl();
  const searchHeading = useId();
  const groupsHeading = useId();
  const [name, setName] = useState(searchName ?? '');
  const groupNames = new Map(groups.status === 'ready' ? groups.data.map((group) => [group._id, group.name]) : []);

  const search = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(name.trim() || undefined);
  };

  return (
    <div className={styles.screen}>
      <VaultHeader title={intl.formatMessage(passwordTitles.parent)} onLock={props.onLock} showHubLink={false} />
      <p className={styles.muted}>{intl.formatMessage(m.lead)}</p>

      <section className={styles.section} aria-labelledby={searchHeading}>
        <h2 id={searchHeading} className={styles.sectionHeading}>
          {intl.formatMessage(m.search)}
        </h2>
        <form role="search" className={own.searchForm} onSubmit={search}>
          <div className={own.grow}>
            <TextField
              type="search"
              label={intl.formatMessage(m.searchLabel)}
              value={name}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" variant="primary">
            {intl.formatMessage(m.search)}
          </Button>
          {searchName ? (
            <Button
              onClick={() => {
                setName('');
                props.onSearch(undefined);
              }}
            >
              {intl.formatMessage(m.clear)}
            </Button>
          ) : null}
        </form>
        {searchName === undefined ? null : results.status !== 'ready' ? (
          <LoadStatus status={results.status} loadingText={intl.formatMessage(m.searching)} onRetry={props.onRetrySearch} />
        ) : (
          <>
            <p className={styles.muted} role="status">
              {results.data.length === 0
                ? intl.formatMessage(pv.noResults, { name: searchName })
                : intl.formatMessage(pv.results, { count: results.data.length, name: searchName })}
            </p>
            {results.data.length > 0 ? (
              <EntryList entries={results.data} usernames={usernames} groupNames={groupNames} label={intl.formatMessage(m.search)} />
            ) : null}
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby={groupsHeading} aria-busy={groups.status === 'loading'}>
        <div className={styles.sectionTop}>
          <h2 id={groupsHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.groups)}
          </h2>
          <Link to="/password-groups">{intl.formatMessage(m.manageGroups)}</Link>
        </div>
        {groups.status !== 'ready' ? (
          <LoadStatus status={groups.status} loadingText={intl.formatMessage(c.loadingGroups)} onRetry={props.onRetryGroups} />
        ) : groups.data.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.emptyGroups)}</p>
        ) : (
          <ul className={own.groupCards} aria-labelledby={groupsHeading}>
            {groups.data.map((group) => (
              <li key={group._id}>
                <Link to="/password-group/$groupId" params={{ groupId: group._id }} className={own.groupCard}>
                  <span className={styles.name}>{group.name}</span>
                  <span className={styles.small}>{intl.formatMessage(cv.groupCount, { count: group.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {props.transfer}
    </div>
  );
}
