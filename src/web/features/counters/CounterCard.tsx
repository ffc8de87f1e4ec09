import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { errorCodeOf } from '../../api/errorMessages';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { useRowMode } from '../../components/edit/useRowMode';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { NotSentMark } from '../../outbox/NotSentMark';
import { CounterForm, type CounterValues } from './CounterForm';
import { CounterHistory } from './CounterHistory';
import * as styles from './counters.css';
import { GoalProgress } from './GoalProgress';
import type { CounterEvent, CounterWithCounts, HistoryBy, HistoryPeriod } from './queries';
import { counterMessages as m, counterValueMessages as v, formMessages as f, formValueMessages as fv } from './screenMessages';

/** A counter's open history: the cut and its periods. */
export interface OpenHistory {
  by: HistoryBy;
  periods: Loadable<readonly HistoryPeriod[]>;
}

export interface CounterCardProps {
  counter: CounterWithCounts;
  /** The history when open; null when closed. */
  history: OpenHistory | null;
  /** One tap; resolves with the change the server kept (for Undo), or null when it waits to be sent. */
  onCount: (direction: 'up' | 'down') => Promise<CounterEvent | null>;
  /** A change of this counter is not sent yet (offline): marked "Not sent yet". */
  unsent?: boolean;
  /** Takes the change back; resolves once undone. */
  onUndo: (event: CounterEvent) => Promise<unknown>;
  onToggleHistory: () => void;
  onHistoryBy: (by: HistoryBy) => void;
  onRetryHistory: () => void;
  /** Downloads the counter's changes as CSV; resolves once offered. */
  onExport: () => Promise<unknown>;
  onSave: (values: CounterValues) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** Undo offers nothing more once the change is gone or another came after it. */
const undoGoneCodes = new Set(['COUNTER_EVENT_NOT_FOUND', 'COUNTER_EVENT_NOT_LATEST', 'COUNTER_NOT_FOUND']);

/**
 * One counter: its value and goal, − and + for a thumb (and the − and + keys while the counter
 * itself has focus), Undo of the change just made, its history and CSV export, edited and
 * deleted in place. A change is announced politely to screen readers.
 */
export function CounterCard(props: CounterCardProps) {
  const { counter, history, onCount, onUndo, unsent = false } = props;
  const intl = useIntl();
  const nameId = useId();
  const unsentId = useId();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<'edit' | 'delete'>();
  const group = useRef<HTMLDivElement>(null);
  const [lastEvent, setLastEvent] = useState<CounterEvent | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [isUndoing, setIsUndoing] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const taps = useRef(0);
  const changedByUser = useRef(false);
  const { name, value, step } = counter;

  // The value after the user's own change (shown at once, then as the server answered) is said
  // politely; a value that arrives on its own (a refetch on load) is not.
  useEffect(() => {
    if (changedByUser.current) setAnnouncement(intl.formatMessage(v.announce, { name, value: intl.formatNumber(value) }));
  }, [intl, name, value]);

  const count = (direction: 'up' | 'down') => {
    changedByUser.current = true;
    taps.current += 1;
    const tap = taps.current;
    setWaiting((n) => n + 1);
    onCount(direction).then(
      (event) => {
        // Only the latest tap's change is the one to undo.
        if (tap === taps.current) setLastEvent(event);
      },
      () => {
        if (tap === taps.current) setLastEvent(null);
      },
    ).finally(() => setWaiting((n) => n - 1));
  };

  const undo = (event: CounterEvent) => {
    changedByUser.current = true;
    setIsUndoing(true);
    onUndo(event).then(
      () => {
        setLastEvent(null);
        // The Undo button goes; focus stays on the counter, so + and − keep working.
        group.current?.focus();
      },
      (error: unknown) => {
        if (undoGoneCodes.has(errorCodeOf(error) ?? '')) setLastEvent(null);
      },
    ).finally(() => setIsUndoing(false));
  };

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only the counter itself: typing in its forms or pressing its buttons is not counting.
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const up = event.key === '+' || event.key === '=' || event.code === 'NumpadAdd';
    const down = event.key === '-' || event.code === 'NumpadSubtract';
    if (!up && !down) return;
    event.preventDefault();
    count(up ? 'up' : 'down');
  };

  const export_ = () => {
    setIsExporting(true);
    props.onExport().catch(() => undefined).finally(() => setIsExporting(false));
  };

  const text = (message: (typeof v)['editNamed']) => intl.formatMessage(message, { name });
  const change = lastEvent ? intl.formatNumber(lastEvent.delta, { signDisplay: 'always' }) : '';

  return (
    <li ref={row}>
      <div ref={group} role="group" aria-labelledby={nameId} aria-describedby={unsent ? unsentId : undefined} aria-keyshortcuts="+ -" tabIndex={0} className={styles.counter} onKeyDown={keys}>
        <div className={styles.counterTop}>
          <h3 id={nameId} className={styles.counterName}>
            {name}
          </h3>
          {unsent ? <NotSentMark id={unsentId} /> : null}
          <div className={styles.tally}>
            <Button className={styles.countButton} aria-label={intl.formatMessage(v.down, { name, step })} onClick={() => count('down')}>
              −
            </Button>
            <span className={styles.value} data-value>
              {intl.formatNumber(value)}
            </span>
            <Button variant="primary" className={styles.countButton} aria-label={intl.formatMessage(v.up, { name, step })} onClick={() => count('up')}>
              +
            </Button>
          </div>
        </div>
        <GoalProgress counter={counter} />
        {step !== 1 ? <p className={styles.small}>{intl.formatMessage(v.step, { step })}</p> : null}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>

        {mode === 'edit' ? (
          <CounterForm
            label={intl.formatMessage(fv.editForm, { name })}
            submitLabel={intl.formatMessage(f.save)}
            initial={{ name, step, goal: counter.goal, goalPeriod: counter.goalPeriod ?? 'day' }}
            onSubmit={(values) => closeWhenSaved(props.onSave(values))}
            onCancel={close}
          />
        ) : mode === 'delete' ? (
          <ConfirmPanel
            message={text(v.deleteQuestion)}
            confirmLabel={text(v.confirmDelete)}
            cancelLabel={intl.formatMessage(m.cancel)}
            onConfirm={() => void closeWhenSaved(props.onDelete()).catch(() => undefined)}
            onCancel={close}
          />
        ) : (
          <div className={styles.actions}>
            {lastEvent ? (
              <Button size="sm" disabled={waiting > 0 || isUndoing} aria-busy={isUndoing} aria-label={intl.formatMessage(v.undoNamed, { change, name })} onClick={() => undo(lastEvent)}>
                {intl.formatMessage(v.undo, { change })}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" aria-expanded={history !== null} aria-label={text(v.historyNamed)} onClick={props.onToggleHistory}>
              {intl.formatMessage(m.history)}
            </Button>
            <Button size="sm" variant="ghost" disabled={isExporting} aria-busy={isExporting} aria-label={text(v.exportNamed)} onClick={export_}>
              {intl.formatMessage(isExporting ? m.exporting : m.exportCsv)}
            </Button>
            <Button size="sm" variant="ghost" data-action="edit" aria-label={text(v.editNamed)} onClick={() => open('edit')}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button size="sm" variant="ghost" data-action="delete" aria-label={text(v.deleteNamed)} onClick={() => open('delete')}>
              {intl.formatMessage(m.delete)}
            </Button>
          </div>
        )}

        {history ? <CounterHistory name={name} by={history.by} periods={history.periods} onBy={props.onHistoryBy} onRetry={props.onRetryHistory} /> : null}
      </div>
    </li>
  );
}
