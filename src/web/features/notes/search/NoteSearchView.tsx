import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/AppLink';
import { Button } from '../../../components/Button';
import * as formStyles from '../../../components/form/form.css';
import { TextField } from '../../../components/form/TextField';
import { dayText } from '../../../i18n/dateText';
import { noteTitle } from '../noteText';
import type { NoteSearchHit } from '../queries';
import { snippetParts, type Highlight } from './highlight';
import { plainSnippet } from './plainSnippet';

/** The snippet without its Markdown marks, cut into plain and marked parts. */
function plainParts(snippet: string, highlights: readonly Highlight[]) {
  const plain = plainSnippet(snippet, highlights);
  return snippetParts(plain.text, plain.highlights);
}
import { searchMessages as m, searchValueMessages as v } from './messages';
import * as styles from './noteSearch.css';

/** The server answers at most this many hits (contract/notes.yaml). */
export const mostHits = 50;

/** What the search shows under its field. */
export type SearchState =
  /** Nothing typed. */
  | { status: 'idle' }
  /** Typed, but nothing a search could use (no letter or digit). */
  | { status: 'needsWord' }
  /** The first search is on its way. */
  | { status: 'loading' }
  | { status: 'error' }
  /** `isStale`: these are the previous words' hits, kept in sight while the new ones load. */
  | { status: 'ready'; hits: readonly NoteSearchHit[]; isStale: boolean };

export interface NoteSearchViewProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSearchNow: () => void;
  /** Escape: empty the field and the results. */
  onClear: () => void;
  onRetry: () => void;
  state: SearchState;
  /** Collection names by id, to say where each hit is (when searching every note). */
  collectionNames?: ReadonlyMap<string, string>;
}

const resultSelector = 'a[data-result]';

/** A search field and its hits (links to the notes, their snippets with the matched words marked). */
export function NoteSearchView({ label, value, onChange, onSearchNow, onClear, onRetry, state, collectionNames }: NoteSearchViewProps) {
  const intl = useIntl();
  const snippetId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const results = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>(resultSelector) ?? [])];

  const clear = () => {
    onClear();
    input.current?.focus();
  };

  const fieldKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      // Handled here: a dialog or drawer around the search keeps its own Escape for when the field is empty.
      event.preventDefault();
      event.stopPropagation();
      clear();
    } else if (event.key === 'ArrowDown' && results().length > 0) {
      event.preventDefault();
      results()[0]!.focus();
    }
  };

  const listKeys = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = results();
    const at = links.indexOf(event.target as HTMLAnchorElement);
    if (at < 0) return;
    const focus = (element: HTMLElement | undefined) => {
      event.preventDefault();
      element?.focus();
    };
    if (event.key === 'ArrowDown') focus(links[Math.min(at + 1, links.length - 1)]);
    else if (event.key === 'ArrowUp') focus(at === 0 ? (input.current ?? undefined) : links[at - 1]);
    else if (event.key === 'Home') focus(links[0]);
    else if (event.key === 'End') focus(links.at(-1));
    else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchNow();
  };

  const statusText =
    state.status === 'needsWord'
      ? intl.formatMessage(m.needsWord)
      : state.status === 'loading'
        ? intl.formatMessage(m.searching)
        : state.status === 'ready'
          ? state.hits.length === 0
            ? intl.formatMessage(m.noMatch)
            : state.hits.length >= mostHits
              ? intl.formatMessage(v.capped, { count: state.hits.length })
              : intl.formatMessage(v.found, { count: state.hits.length })
          : '';

  const date = (isoDate: string) => dayText(intl, isoDate);

  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit} noValidate>
      <TextField
        ref={input}
        type="search"
        label={label}
        hint={intl.formatMessage(m.hint)}
        value={value}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={fieldKeys}
      />
      {/* Always in the page, so a screen reader hears each new count (and nothing while typing). */}
      <p className={styles.status} role="status">
        {statusText}
      </p>
      {state.status === 'error' ? (
        <div className={formStyles.actions}>
          <p className={formStyles.alert} role="alert">
            {intl.formatMessage(m.failed)}
          </p>
          <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
        </div>
      ) : null}
      {state.status === 'ready' && state.hits.length > 0 ? (
        <ul ref={list} className={styles.results} aria-label={intl.formatMessage(m.results)} aria-busy={state.isStale} onKeyDown={listKeys}>
          {state.hits.map(({ note, snippet, highlights }) => {
            const collection = note.notesCollectionId ? collectionNames?.get(note.notesCollectionId) : undefined;
            const describedBy = `${snippetId}-${note._id}`;
            return (
              <li key={note._id} className={styles.result}>
                <AppLink to={`/note/${note._id}`} data-result className={styles.title} aria-describedby={snippet ? describedBy : undefined}>
                  {noteTitle(note)}
                </AppLink>
                <span className={styles.meta}>
                  <time dateTime={note.effectiveDate}>{date(note.effectiveDate)}</time>
                  {collection ? ` · ${collection}` : null}
                </span>
                {snippet ? (
                  <p id={describedBy} className={styles.snippet}>
                    {plainParts(snippet, highlights).map((part, index) =>
                      part.marked ? (
                        <mark key={index} className={styles.mark}>
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}
