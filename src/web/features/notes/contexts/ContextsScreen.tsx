import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LoadStatus } from '../../../components/status/LoadStatus';
import type { NoteContext } from '../queries';
import { ContextForm, type ContextValues } from './ContextForm';
import { ContextRow } from './ContextRow';
import * as styles from './contexts.css';
import type { Loadable } from '../loadable';
import { contextsMessages as m } from './messages';
import { contextTitles } from './pageTitles';

export interface ContextsScreenProps {
  /** The contexts by name, each with how many entries have it. */
  contexts: Loadable<readonly NoteContext[]>;
  /** Ids with a change in flight (`new` while one is being added). */
  busy: ReadonlySet<string>;
  onRetry: () => void;
  /** Each resolves once saved and rejects (with the server's refusal) when not. */
  onAdd: (values: ContextValues) => Promise<unknown>;
  onEdit: (contextId: string, change: Partial<ContextValues>) => Promise<unknown>;
  onDelete: (contextId: string) => Promise<unknown>;
}

/** /note-contexts: what a context is, every context with its entry count, and adding, editing and deleting them. */
export function ContextsScreen({ contexts, busy, onRetry, onAdd, onEdit, onDelete }: ContextsScreenProps) {
  const intl = useIntl();
  const addId = useId();
  const listId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const remove = (contextId: string) => {
    const deleting = onDelete(contextId);
    // The row goes with its buttons; the keyboard goes on from the list's heading.
    deleting.then(() => listHeading.current?.focus(), () => undefined);
    return deleting;
  };

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <Link to="/notes-collections" className={styles.back}>
          {intl.formatMessage(m.backToCollections)}
        </Link>
        <h1 className={styles.heading}>{intl.formatMessage(contextTitles.contexts)}</h1>
        <p className={styles.muted}>{intl.formatMessage(m.lead)}</p>
      </div>
      <section className={styles.section} aria-labelledby={addId}>
        <h2 id={addId} className={styles.sectionHeading}>
          {intl.formatMessage(m.addHeading)}
        </h2>
        <ContextForm
          nameLabel={intl.formatMessage(m.name)}
          descriptionLabel={intl.formatMessage(m.description)}
          submitLabel={intl.formatMessage(m.add)}
          isBusy={busy.has('new')}
          onSubmit={onAdd}
        />
      </section>
      <section className={styles.section} aria-labelledby={listId} aria-busy={contexts.status === 'loading'}>
        <h2 id={listId} ref={listHeading} tabIndex={-1} className={styles.sectionHeading}>
          {intl.formatMessage(m.listHeading)}
        </h2>
        {contexts.status !== 'ready' ? (
          <LoadStatus status={contexts.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
        ) : contexts.data.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={listId}>
            {contexts.data.map((context) => (
              <ContextRow
                key={context._id}
                context={context}
                isBusy={busy.has(context._id)}
                onEdit={(values) => onEdit(context._id, changed(context, values))}
                onDelete={() => remove(context._id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Only what the user changed (PUT /note-context takes a name, a description or both). */
function changed(context: NoteContext, values: ContextValues): Partial<ContextValues> {
  return {
    ...(values.name !== context.name ? { name: values.name } : {}),
    ...(values.description !== context.description ? { description: values.description } : {}),
  };
}
