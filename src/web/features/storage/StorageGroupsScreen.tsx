import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { LoadStatus } from '../../components/status/LoadStatus';
import { NamedCollectionsScreen, type NamedCollectionsEdits, type NamedCollectionsMessages } from '../../components/namedCollection/NamedCollectionsScreen';
import { CookSection } from './CookSection';
import { FoundItems } from './FoundItems';
import { DeleteGroupPanel, type GroupItemsFate } from './DeleteGroupPanel';
import type { Loadable } from '../../api/loadable';
import { storageMessages } from './messages';
import type { CookableRecipe, StorageGroup, StorageItemInGroup } from './queries';
import { commonMessages as c, commonValueMessages as cv, groupsMessages as m, groupsValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

// The catalogue's keys are the screen's own; only these few differ.
const messages: NamedCollectionsMessages = { ...m, ...v, title: storageMessages.name, heading: m.placesHeading, addLabel: m.newGroup, cancel: c.cancel };

export interface StorageGroupsScreenProps extends NamedCollectionsEdits {
  /** The user's groups, oldest first, with their counts. */
  groups: Loadable<readonly StorageGroup[]>;
  /** Items of every group whose best-before is within a week of today, or past. */
  expiring: Loadable<readonly StorageItemInGroup[]>;
  /** "What can I cook?". */
  cookable: Loadable<readonly CookableRecipe[]>;
  /** The search asked for and its answer; null before any. */
  search: { text: string; results: Loadable<readonly StorageItemInGroup[]> } | null;
  /** The user's today, YYYY-MM-DD. */
  today: string;
  /** Deletes a group, its items deleted or moved; resolves once deleted. */
  onDelete: (groupId: string, fate: GroupItemsFate) => Promise<unknown>;
  onSearch: (text: string) => void;
  onRetryGroups: () => void;
  onRetryExpiring: () => void;
  onRetryCookable: () => void;
  onRetrySearch: () => void;
  /** The export section (components/transfer/ExportSection), at the foot. */
  exportSection?: ReactNode;
}

/**
 * /storage-groups: the places (added, renamed, deleted after saying what becomes of their items),
 * what expires within a week, a search across every place, and "What can I cook?".
 */
export function StorageGroupsScreen(props: StorageGroupsScreenProps) {
  const { groups, expiring, cookable, search, today, isAdding, onAdd, onRename, onDelete, onSearch } = props;
  const intl = useIntl();
  const expiringHeading = useId();
  const isEmpty = groups.status === 'ready' && groups.data.length === 0;

  return (
    <NamedCollectionsScreen
      things={groups}
      messages={messages}
      link={(group) => (
        <Link to="/storage-group/$storageGroupId" params={{ storageGroupId: group._id }} className={styles.rowLink}>
          <span className={styles.name} data-name>
            {group.name}
          </span>
          <span className={styles.facts}>{intl.formatMessage(cv.itemCounts, { items: group.itemCount, expiring: group.expiringCount })}</span>
        </Link>
      )}
      renderDelete={(group, others, { cancel, closeWhenDeleted }) => (
        <DeleteGroupPanel group={group} others={others} onCancel={cancel} onDelete={(fate) => closeWhenDeleted(onDelete(group._id, fate))} />
      )}
      isAdding={isAdding}
      onAdd={onAdd}
      onRename={onRename}
      onRetry={props.onRetryGroups}
    >
      {isEmpty ? null : (
        <section className={styles.section} aria-labelledby={expiringHeading} aria-busy={expiring.status === 'loading'}>
          <h2 id={expiringHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.expiringHeading)}
          </h2>
          {expiring.status !== 'ready' ? (
            <LoadStatus status={expiring.status} loadingText={intl.formatMessage(m.expiringLoading)} failedText={intl.formatMessage(m.expiringFailed)} onRetry={props.onRetryExpiring} />
          ) : expiring.data.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(m.nothingExpiring)}</p>
          ) : (
            <FoundItems items={expiring.data} label={intl.formatMessage(m.expiringHeading)} today={today} />
          )}
        </section>
      )}

      {isEmpty ? null : <SearchSection search={search} today={today} onSearch={onSearch} onRetry={props.onRetrySearch} />}

      <CookSection recipes={cookable} onRetry={props.onRetryCookable} />
      {props.exportSection}
    </NamedCollectionsScreen>
  );
}

interface SearchSectionProps {
  search: StorageGroupsScreenProps['search'];
  today: string;
  onSearch: (text: string) => void;
  onRetry: () => void;
}

/** One field that finds items in every place by name or note. */
function SearchSection({ search, today, onSearch, onRetry }: SearchSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [text, setText] = useState(search?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(intl.formatMessage(m.searchRequired));
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(null);
    onSearch(text.trim());
  };
  const results = search?.results;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={results?.status === 'loading'}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.searchHeading)}
      </h2>
      <form role="search" aria-labelledby={headingId} className={styles.searchForm} noValidate onSubmit={submit}>
        <TextField label={intl.formatMessage(m.searchField)} type="search" value={text} error={error} maxLength={100} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        <Button type="submit">{intl.formatMessage(m.search)}</Button>
      </form>
      {!search || !results ? null : results.status !== 'ready' ? (
        <LoadStatus status={results.status} loadingText={intl.formatMessage(m.searching)} failedText={intl.formatMessage(m.searchFailed)} onRetry={onRetry} />
      ) : results.data.length === 0 ? (
        <p role="status" className={styles.muted}>
          {intl.formatMessage(v.noResults, { search: search.text })}
        </p>
      ) : (
        <FoundItems items={results.data} label={intl.formatMessage(m.results)} today={today} />
      )}
    </section>
  );
}
