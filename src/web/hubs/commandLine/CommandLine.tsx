import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { LogEntry } from '../../../../machines/commandLineMachine';
import type { CommandDefinition, CommandServices } from '../../commandDefinition';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './CommandLine.css';
import { commandLineMessages as m, commandLineValueMessages as v } from './messages';
import { OutputEntry } from './OutputEntry';
import { useCommandLine } from './useCommandLine';

export interface CommandLineProps {
  commands: readonly CommandDefinition[];
  /** What the commands reach the app through (`useCommandServices` in the app). */
  services: CommandServices;
  /** `overlay`: opened over a page with Shift+. (Esc closes it); `page`: /cli (Esc clears). */
  variant: 'overlay' | 'page';
  /** A line to run at once (/cli/:command). */
  initialCommand?: string;
  /** Esc with nothing to cancel: the overlay closes. */
  onClose?: () => void;
}

/**
 * The command line (issue 11): an accessible combobox whose suggestions complete with Tab, Up
 * and Down for the history, the output as a log, and a masked field when a command asks for a
 * password.
 */
export function CommandLine({ commands, services, variant, initialCommand, onClose }: CommandLineProps) {
  const intl = useIntl();
  const { actor, view, suggestion } = useCommandLine(commands, services);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const hintId = useId();

  // /cli/:command runs its command once, as if typed (once under StrictMode's second effect too).
  const ranInitial = useRef(false);
  useEffect(() => {
    if (!initialCommand || ranInitial.current) return;
    ranInitial.current = true;
    actor.send({ type: 'text.changed', text: initialCommand });
    actor.send({ type: 'submitted' });
  }, [actor, initialCommand]);

  // The newest output stays in sight.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [view.log]);

  // Back in the field once a command is done (a button click may have taken the focus).
  useEffect(() => {
    if (!view.isRunning) inputRef.current?.focus();
  }, [view.isRunning]);

  const suggestions = suggestion?.suggestions ?? [];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Tab completes what is typed. On the page's empty line it moves the focus on, as anywhere
    // else; the overlay keeps it (a dialog's focus stays in the dialog: Shift+Tab reaches Close).
    if (event.key === 'Tab' && !event.shiftKey && !view.prompt && (view.text.trim() || variant === 'overlay')) {
      event.preventDefault();
      if (view.text.trim()) actor.send({ type: 'completion.requested' });
    } else if (event.key === 'ArrowUp' && !view.prompt) {
      event.preventDefault();
      actor.send({ type: 'history.previous' });
    } else if (event.key === 'ArrowDown' && !view.prompt) {
      event.preventDefault();
      actor.send({ type: 'history.next' });
    } else if (event.key === 'Escape') {
      // A prompt is cancelled first; then the overlay closes, and the page clears its line.
      event.preventDefault();
      if (variant === 'overlay' && !view.prompt) onClose?.();
      else actor.send({ type: 'cancelled' });
    }
  };

  const pick = (candidate: string) => {
    if (!suggestion) return;
    actor.send({ type: 'text.changed', text: `${view.text.slice(0, suggestion.from)}${candidate} ` });
    inputRef.current?.focus();
  };

  const lastError = view.hasError ? view.log.at(-1) : undefined;
  return (
    <div className={styles.commandLine}>
      <div ref={logRef} className={[styles.logBox, variant === 'overlay' ? styles.logCompact : ''].join(' ')} role="log" aria-label={intl.formatMessage(m.output)} aria-live="polite">
        <ol className={styles.log}>
          {view.log.map((entry) => (
            <OutputEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      </div>
      {view.log.length === 0 && (
        <p className={styles.status}>
          {intl.formatMessage(v.empty, { example: 'tm in work coding' })}
        </p>
      )}
      {/* Errors are also said at once, not after what the screen reader is reading. */}
      <VisuallyHidden role="alert">{lastError ? lastErrorText(lastError, intl) : ''}</VisuallyHidden>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'submitted' });
        }}
      >
        {view.prompt && (
          <label htmlFor={`${listId}-input`} className={styles.promptLabel}>
            {intl.formatMessage(view.prompt.message, view.prompt.message.values)}
          </label>
        )}
        <div className={styles.field}>
          <span className={styles.sigil} aria-hidden="true">
            ›
          </span>
          <div className={styles.inputBox}>
            {suggestion?.hint && !view.prompt && (
              <span className={styles.hint} aria-hidden="true">
                <span className={styles.hintTyped}>{view.text}</span>
                {suggestion.hint}
              </span>
            )}
            <input
              ref={inputRef}
              id={`${listId}-input`}
              className={styles.input}
              type={view.isMasked ? 'password' : 'text'}
              role={view.prompt ? undefined : 'combobox'}
              aria-label={view.prompt ? undefined : intl.formatMessage(m.inputLabel)}
              aria-expanded={view.prompt ? undefined : suggestions.length > 0}
              aria-controls={view.prompt ? undefined : listId}
              aria-autocomplete={view.prompt ? undefined : 'list'}
              aria-describedby={hintId}
              aria-busy={view.isRunning || undefined}
              placeholder={view.prompt ? undefined : intl.formatMessage(m.placeholder)}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              autoFocus
              value={view.text}
              onChange={(event) => actor.send({ type: 'text.changed', text: event.target.value })}
              onKeyDown={onKeyDown}
            />
          </div>
        </div>
      </form>
      <ul id={listId} role="listbox" aria-label={intl.formatMessage(m.suggestions)} className={styles.suggestions} hidden={suggestions.length === 0}>
        {suggestions.map((candidate) => (
          <li key={candidate} role="option" aria-selected={false} className={styles.suggestion} tabIndex={-1} onClick={() => pick(candidate)}>
            {candidate}
          </li>
        ))}
      </ul>
      {view.isRunning && (
        <p className={styles.status} role="status">
          <FormattedMessage {...m.running} />
        </p>
      )}
      <p id={hintId} className={styles.keys}>
        <FormattedMessage {...(view.prompt ? m.keysPrompt : variant === 'overlay' ? m.keys : m.keysFullScreen)} />
      </p>
    </div>
  );
}

/** The error's sentences, for the alert. */
function lastErrorText(entry: LogEntry, intl: IntlShape): string {
  return entry.outcome.lines.flatMap((line) => (line.kind === 'message' ? [intl.formatMessage(line.message, line.message.values)] : [])).join(' ');
}
