import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/AppLink';
import { MessageScreen } from '../../../components/MessageScreen';
import { LoadStatus } from '../../../components/status/LoadStatus';
import { Markdown } from '../markdown/Markdown';
import { dayText } from '../../../i18n/dateText';
import type { NoteContextWithEntries } from '../queries';
import * as styles from './contexts.css';
import { contextMessages as m, contextValueMessages as v } from './messages';
import { contextTitles } from './pageTitles';

type ContextEntry = NoteContextWithEntries['entries'][number];

/** The context with its entries, on its way, not fetched, or not there (deleted, or never the user's). */
export type ContextState = { status: 'loading' } | { status: 'error' } | { status: 'notFound' } | { status: 'ready'; data: NoteContextWithEntries };

export interface ContextScreenProps {
  context: ContextState;
  onRetry: () => void;
}

/** One note's entries with this context, in the order the server gave them (newest note first). */
interface NoteGroup {
  noteId: string;
  noteName: string;
  effectiveDate: string;
  entries: ContextEntry[];
}

function byNote(entries: readonly ContextEntry[]): NoteGroup[] {
  const groups: NoteGroup[] = [];
  for (const each of entries) {
    const last = groups.at(-1);
    if (last?.noteId === each.noteId) last.entries.push(each);
    else groups.push({ noteId: each.noteId, noteName: each.noteName, effectiveDate: each.effectiveDate, entries: [each] });
  }
  return groups;
}

/** /note-context/:contextId: the context's name and description, and its entries across every note, newest first. */
export function ContextScreen({ context, onRetry }: ContextScreenProps) {
  const intl = useIntl();
  const allContexts = (
    <Link to="/note-contexts" className={styles.back}>
      {intl.formatMessage(m.allContexts)}
    </Link>
  );

  if (context.status === 'notFound') {
    return <MessageScreen heading={intl.formatMessage(m.notFoundHeading)} body={intl.formatMessage(m.notFoundBody)} action={allContexts} />;
  }

  if (context.status !== 'ready') {
    return (
      <div className={styles.screen} aria-busy={context.status === 'loading'}>
        <div className={styles.header}>
          {allContexts}
          <h1 className={styles.heading}>{intl.formatMessage(contextTitles.context)}</h1>
        </div>
        <LoadStatus status={context.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
      </div>
    );
  }

  const { context: about, entries } = context.data;
  const date = (isoDate: string) => dayText(intl, isoDate);

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        {allContexts}
        <h1 className={styles.heading}>{about.name}</h1>
        {about.description ? <p className={styles.description}>{about.description}</p> : null}
        {entries.length > 0 ? <p className={styles.small}>{intl.formatMessage(v.entryCount, { count: entries.length })}</p> : null}
      </div>
      {entries.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
      ) : (
        <ol className={styles.entries} aria-label={intl.formatMessage(m.entries)}>
          {byNote(entries).map((group, index) => (
            <li key={`${group.noteId}-${index}`} className={styles.noteGroup}>
              <h2 className={styles.noteHeading}>
                <AppLink to={`/note/${group.noteId}`} className={styles.noteLink}>
                  {group.noteName}
                </AppLink>
              </h2>
              <p className={styles.small}>
                <time dateTime={group.effectiveDate}>{date(group.effectiveDate)}</time>
              </p>
              <ul className={styles.entries} aria-label={intl.formatMessage(v.entriesOf, { note: group.noteName })}>
                {group.entries.map(({ entry }) => (
                  <li key={entry._id} className={styles.entry}>
                    <Markdown text={entry.text} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
