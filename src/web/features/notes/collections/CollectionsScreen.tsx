import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NameForm } from '../../../components/edit/NameForm';
import { notesMessages } from '../messages';
import type { NotePage, NotesCollection } from '../queries';
import * as styles from './collections.css';
import type { Loadable } from '../loadable';
import { LoadStatus } from '../../../components/status/LoadStatus';
import { listMessages as m, listValueMessages as mv, noteListValueMessages as nv } from './messages';
import { BeyondEnd, NoteList, Pager } from './NoteList';
import { transferMessages } from '../transfer/messages';

export interface CollectionsScreenProps {
  /** The user's collections, oldest first. */
  collections: Loadable<readonly NotesCollection[]>;
  /** The collection the `journalGroup` preference names, marked as the journal. */
  journalId?: string | null;
  /** A page of the notes kept outside any collection (their collection was deleted). */
  outside: Loadable<NotePage>;
  /** That list's page (`?page=`). */
  outsidePage: number;
  isAdding: boolean;
  /** Adds a collection by name; resolves once added (the route then opens it). */
  onAdd: (name: string) => Promise<unknown>;
  onRetry: () => void;
  onRetryOutside: () => void;
  /** The search box (NoteSearch), placed under the heading. */
  search?: ReactNode;
}

/**
 * /notes-collections: the user's collections with their note counts, a form to add one, the
 * search, the way to the contexts, and the notes left outside any collection. A new user gets a
 * word on what a collection is for, with the name field ready to type in.
 */
export function CollectionsScreen(props: CollectionsScreenProps) {
  const { collections, journalId, outside, outsidePage, isAdding, onAdd, onRetry, onRetryOutside, search } = props;
  const intl = useIntl();
  const listHeading = useId();
  const emptyHeading = useId();
  const isEmpty = collections.status === 'ready' && collections.data.length === 0;
  const addForm = (
    <NameForm
      label={intl.formatMessage(m.newCollection)}
      submitLabel={intl.formatMessage(m.add)}
      requiredMessage={intl.formatMessage(m.nameRequired)}
      isBusy={isAdding}
      // Not focused on arrival, even for a new user: a caret in a field would swallow the app's
      // keys (Shift+. for the command line) and skip a screen reader past the explanation.
      onSubmit={onAdd}
    />
  );

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(notesMessages.name)}</h1>
      {search}
      {isEmpty ? (
        <section className={styles.section} aria-labelledby={emptyHeading}>
          <h2 id={emptyHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.emptyHeading)}
          </h2>
          <p className={styles.muted}>{intl.formatMessage(m.emptyBody)}</p>
          {addForm}
        </section>
      ) : (
        <section className={styles.section} aria-labelledby={listHeading} aria-busy={collections.status === 'loading'}>
          <h2 id={listHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.collectionsHeading)}
          </h2>
          {collections.status !== 'ready' ? (
            <LoadStatus status={collections.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
          ) : (
            <ul className={styles.list} aria-labelledby={listHeading}>
              {collections.data.map((collection) => (
                <li key={collection._id} className={styles.row}>
                  <Link to="/notes-collection/$id" params={{ id: collection._id }} className={styles.rowLink}>
                    <span>
                      <span className={styles.name} data-name>
                        {collection.name}
                      </span>
                      {collection._id === journalId && <span className={styles.badge}>{intl.formatMessage(m.journal)}</span>}
                    </span>
                    <span className={styles.facts}>{intl.formatMessage(nv.noteCount, { count: collection.noteCount })}</span>
                  </Link>
                  <Link
                    to="/notes-collection/$id/edit"
                    params={{ id: collection._id }}
                    className={styles.link}
                    aria-label={intl.formatMessage(mv.editNamed, { name: collection.name })}
                  >
                    {intl.formatMessage(m.edit)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {collections.status === 'ready' && addForm}
        </section>
      )}
      <p className={styles.muted}>
        <Link to="/note-contexts" className={styles.link}>
          {intl.formatMessage(m.contextsLink)}
        </Link>{' '}
        {intl.formatMessage(m.contextsHint)}
      </p>
      <p className={styles.muted}>
        <Link to="/notes-transfer" className={styles.link}>
          {intl.formatMessage(transferMessages.link)}
        </Link>
      </p>
      <OutsideNotes outside={outside} page={outsidePage} onRetry={onRetryOutside} />
    </div>
  );
}

/** Issue 10: notes kept when their collection was deleted stay findable here; shown only when there are any. */
function OutsideNotes({ outside, page, onRetry }: { outside: Loadable<NotePage>; page: number; onRetry: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  if (outside.status === 'loading') return null;
  if (outside.status === 'ready' && outside.data.notes.length === 0 && page <= 1) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.outsideHeading)}
      </h2>
      {outside.status === 'error' ? (
        <LoadStatus status="error" loadingText="" failedText={intl.formatMessage(m.outsideLoadFailed)} onRetry={onRetry} />
      ) : (
        <>
          <p className={styles.small}>{intl.formatMessage(m.outsideLead)}</p>
          {outside.data.notes.length === 0 ? (
            <BeyondEnd page={page} totalPages={outside.data.totalPages} />
          ) : (
            <>
              <NoteList notes={outside.data.notes} labelledBy={headingId} />
              <Pager page={page} totalPages={outside.data.totalPages} />
            </>
          )}
        </>
      )}
    </section>
  );
}
