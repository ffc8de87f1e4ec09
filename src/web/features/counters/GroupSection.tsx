import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { RenameDeleteRow, type RenameDeleteRowMessages } from '../../components/edit/RenameDeleteRow';
import { CounterCard, type OpenHistory } from './CounterCard';
import { CounterForm, type CounterValues } from './CounterForm';
import * as styles from './counters.css';
import type { CounterEvent, CounterGroup, HistoryBy } from './queries';
import { formMessages as f, formValueMessages as fv, groupsMessages as m, groupsValueMessages as v } from './screenMessages';

/** What a group's counters can do, each named by the counter's id. */
export interface CounterActions {
  /** One tap; resolves with the event the server kept (for Undo), or null when it waits to be sent. */
  onCount: (counterId: string, direction: 'up' | 'down') => Promise<CounterEvent | null>;
  /** Counters with a change not sent yet (marked "Not sent yet"). */
  unsentIds?: ReadonlySet<string>;
  onUndo: (event: CounterEvent) => Promise<unknown>;
  onToggleHistory: (counterId: string) => void;
  onHistoryBy: (counterId: string, by: HistoryBy) => void;
  onRetryHistory: (counterId: string) => void;
  onExport: (counterId: string) => Promise<unknown>;
  onSaveCounter: (counterId: string, values: CounterValues) => Promise<unknown>;
  onDeleteCounter: (counterId: string) => Promise<unknown>;
}

export interface GroupSectionProps extends CounterActions {
  group: CounterGroup;
  /** The open histories, by counter id. */
  histories: Readonly<Record<string, OpenHistory>>;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onAddCounter: (values: CounterValues) => Promise<unknown>;
}

/** The group row's words (RenameDeleteRow formats them with the name). */
const rowMessages: RenameDeleteRowMessages = {
  rename: m.rename,
  renameNamed: v.renameNamed,
  delete: m.delete,
  deleteNamed: v.deleteNamed,
  newName: v.newName,
  save: m.save,
  nameRequired: m.groupNameRequired,
  cancel: m.cancel,
};

/** A group: its name (renamed in place, deleted after asking), its counters, and a way to add one. */
export function GroupSection({ group, histories, onRename, onDelete, onAddCounter, ...actions }: GroupSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [isAdding, setIsAdding] = useState(false);
  const addBox = useRef<HTMLDivElement>(null);
  const wasAdding = useRef(false);
  // Closing the form puts focus back on the button that opened it.
  useEffect(() => {
    if (!isAdding && wasAdding.current) addBox.current?.querySelector('button')?.focus();
    wasAdding.current = isAdding;
  }, [isAdding]);
  const { name, counters } = group;
  const count = counters.length;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <ul className={styles.list}>
        <RenameDeleteRow
          name={name}
          link={
            <h2 id={headingId} className={styles.groupHeading}>
              {name}
            </h2>
          }
          messages={rowMessages}
          onRename={onRename}
          renderDelete={({ cancel, closeWhenSaved }) => (
            <ConfirmPanel
              message={count === 0 ? intl.formatMessage(v.deleteEmptyQuestion, { name }) : intl.formatMessage(v.deleteQuestion, { name, count })}
              confirmLabel={intl.formatMessage(v.confirmDelete, { name })}
              cancelLabel={intl.formatMessage(m.cancel)}
              onConfirm={() => void closeWhenSaved(onDelete()).catch(() => undefined)}
              onCancel={cancel}
            />
          )}
        />
      </ul>

      {count === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(v.noCounters, { name })}</p>
      ) : (
        <ul className={styles.counters} aria-label={intl.formatMessage(v.countersOf, { name })}>
          {counters.map((counter) => (
            <CounterCard
              key={counter._id}
              counter={counter}
              history={histories[counter._id] ?? null}
              onCount={(direction) => actions.onCount(counter._id, direction)}
              unsent={actions.unsentIds?.has(counter._id) ?? false}
              onUndo={actions.onUndo}
              onToggleHistory={() => actions.onToggleHistory(counter._id)}
              onHistoryBy={(by) => actions.onHistoryBy(counter._id, by)}
              onRetryHistory={() => actions.onRetryHistory(counter._id)}
              onExport={() => actions.onExport(counter._id)}
              onSave={(values) => actions.onSaveCounter(counter._id, values)}
              onDelete={() => actions.onDeleteCounter(counter._id)}
            />
          ))}
        </ul>
      )}

      {isAdding ? (
        <CounterForm
          label={intl.formatMessage(fv.newForm, { name })}
          submitLabel={intl.formatMessage(f.add)}
          onSubmit={onAddCounter}
          onCancel={() => setIsAdding(false)}
        />
      ) : (
        <div ref={addBox}>
          <Button aria-label={intl.formatMessage(v.addCounterTo, { name })} onClick={() => setIsAdding(true)}>
            {intl.formatMessage(m.addCounter)}
          </Button>
        </div>
      )}
    </section>
  );
}
