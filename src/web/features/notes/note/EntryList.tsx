import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { Markdown } from '../markdown/Markdown';
import type { NoteContext } from '../queries';
import { ContextPicker, type ContextsState } from './ContextPicker';
import { noteMessages as m, noteValueMessages as v } from './messages';
import * as styles from './Note.css';
import { moveEntry, newEntry, type DraftEntry } from './noteDraft';

export interface EntryListProps {
  entries: DraftEntry[];
  contexts: ContextsState;
  onChange: (entries: DraftEntry[]) => void;
  onCreateContext: (name: string) => Promise<NoteContext>;
  onRetryContexts: () => void;
}

/** Where focus goes after an action moved or replaced the control that had it. */
type FocusTarget = { key: string; control: 'text' | 'edit' | 'up' | 'down' } | { key: 'undo' | 'add' };

/**
 * The note's entries in order: each rendered from Markdown (the shared, safe renderer) or edited
 * as text, with its contexts, moved up or down by buttons, removed with Undo (the removal is
 * saved like any change, so Undo is the way back), and a new one added at the end. Focus follows
 * each action, so a keyboard user stays where they were.
 */
export function EntryList({ entries, contexts, onChange, onCreateContext, onRetryContexts }: EntryListProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [removed, setRemoved] = useState<{ entry: DraftEntry; index: number } | null>(null);
  // Asked for by an action, taken after the render that action caused.
  const focusRequest = useRef<FocusTarget | null>(null);
  const setFocus = (target: FocusTarget) => {
    focusRequest.current = target;
  };
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const focus = focusRequest.current;
    if (!focus) return;
    focusRequest.current = null;
    const find = (name: string) => root.current?.querySelector<HTMLElement>(`[data-focus="${name}"]`);
    const wanted = 'control' in focus ? `${focus.key}:${focus.control}` : focus.key;
    let element = find(wanted);
    // Moved to an edge: its button there is disabled, so the other way takes focus.
    if (element instanceof HTMLButtonElement && element.disabled && 'control' in focus) {
      element = find(`${focus.key}:${focus.control === 'up' ? 'down' : 'up'}`);
    }
    element?.focus();
  });

  const setEditingOf = (key: string, on: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const update = (key: string, change: Partial<DraftEntry>) => onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const add = () => {
    const entry = newEntry();
    onChange([...entries, entry]);
    setEditingOf(entry.key, true);
    setFocus({ key: entry.key, control: 'text' });
  };

  const remove = (index: number) => {
    const entry = entries[index]!;
    onChange(entries.filter((_, at) => at !== index));
    setRemoved({ entry, index });
    setFocus({ key: 'undo' });
  };

  const undo = () => {
    if (!removed) return;
    const at = Math.min(removed.index, entries.length);
    onChange([...entries.slice(0, at), removed.entry, ...entries.slice(at)]);
    setFocus({ key: removed.entry.key, control: editing.has(removed.entry.key) ? 'text' : 'edit' });
    setRemoved(null);
  };

  const move = (index: number, by: -1 | 1) => {
    onChange(moveEntry(entries, index, by));
    setFocus({ key: entries[index]!.key, control: by < 0 ? 'up' : 'down' });
  };

  const names = new Map(contexts.status === 'ready' ? contexts.data.map((context) => [context._id, context.name]) : []);

  return (
    <div ref={root} className={styles.section}>
      {entries.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.noEntries)}</p> : null}
      {entries.length > 0 ? (
        <ol className={styles.entries}>
          {entries.map((entry, index) => {
            const number = index + 1;
            const isEditing = editing.has(entry.key);
            const textId = `${idPrefix}-${entry.key}`;
            return (
              <li key={entry.key}>
                <article className={styles.entry} aria-label={intl.formatMessage(v.entryLabel, { number })}>
                  {isEditing ? (
                    <div className={form.field}>
                      <label htmlFor={textId} className={form.label}>
                        {intl.formatMessage(v.entryText, { number })}
                      </label>
                      <textarea
                        id={textId}
                        data-focus={`${entry.key}:text`}
                        className={styles.entryTextArea}
                        rows={8}
                        maxLength={100_000}
                        value={entry.text}
                        aria-describedby={`${textId}-hint`}
                        onChange={(event) => update(entry.key, { text: event.target.value })}
                      />
                      <p id={`${textId}-hint`} className={form.hint}>
                        {intl.formatMessage(m.entryHint)}
                      </p>
                    </div>
                  ) : (
                    <div className={styles.entryBody}>{entry.text.trim() ? <Markdown text={entry.text} /> : <p className={styles.muted}>{intl.formatMessage(m.emptyEntry)}</p>}</div>
                  )}
                  {entry.contextIds.some((id) => names.has(id)) ? (
                    <ul className={styles.chips} aria-label={intl.formatMessage(v.chosenContexts, { number })}>
                      {entry.contextIds
                        .filter((id) => names.has(id))
                        .map((id) => (
                          <li key={id} className={styles.chip}>
                            <Link to="/note-context/$contextId" params={{ contextId: id }} className={styles.chipLink}>
                              {names.get(id)}
                            </Link>
                            <button
                              type="button"
                              className={styles.chipRemove}
                              aria-label={intl.formatMessage(v.removeContext, { context: names.get(id) ?? '', number })}
                              onClick={() => update(entry.key, { contextIds: entry.contextIds.filter((each) => each !== id) })}
                            >
                              <span aria-hidden="true">×</span>
                            </button>
                          </li>
                        ))}
                    </ul>
                  ) : null}
                  <div className={styles.tools}>
                    {isEditing ? (
                      <Button
                        size="sm"
                        data-focus={`${entry.key}:edit`}
                        aria-label={intl.formatMessage(v.doneEntry, { number })}
                        onClick={() => {
                          setEditingOf(entry.key, false);
                          setFocus({ key: entry.key, control: 'edit' });
                        }}
                      >
                        {intl.formatMessage(m.done)}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        data-focus={`${entry.key}:edit`}
                        aria-label={intl.formatMessage(v.editEntry, { number })}
                        onClick={() => {
                          setEditingOf(entry.key, true);
                          setFocus({ key: entry.key, control: 'text' });
                        }}
                      >
                        {intl.formatMessage(m.edit)}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" data-focus={`${entry.key}:up`} disabled={index === 0} aria-label={intl.formatMessage(v.moveUp, { number })} onClick={() => move(index, -1)}>
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      data-focus={`${entry.key}:down`}
                      disabled={index === entries.length - 1}
                      aria-label={intl.formatMessage(v.moveDown, { number })}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={intl.formatMessage(v.removeEntry, { number })} onClick={() => remove(index)}>
                      {intl.formatMessage(m.remove)}
                    </Button>
                  </div>
                  <ContextPicker
                    number={number}
                    chosen={entry.contextIds}
                    contexts={contexts}
                    onChange={(contextIds) => update(entry.key, { contextIds })}
                    onCreate={onCreateContext}
                    onRetry={onRetryContexts}
                  />
                </article>
              </li>
            );
          })}
        </ol>
      ) : null}
      {removed ? (
        <div className={styles.notice}>
          <p role="status" className={styles.noticeText}>
            {intl.formatMessage(m.entryRemoved)}
          </p>
          <div className={styles.actions}>
            <Button size="sm" data-focus="undo" onClick={undo}>
              {intl.formatMessage(m.undo)}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setRemoved(null);
                setFocus({ key: 'add' });
              }}
            >
              {intl.formatMessage(m.dismiss)}
            </Button>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" data-focus="add" onClick={add}>
          {intl.formatMessage(m.addEntry)}
        </Button>
      </div>
    </div>
  );
}
