import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Tag } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import { NameForm } from '../../../components/edit/NameForm';
import { useRowMode } from '../../../components/edit/useRowMode';
import * as form from '../../../components/form/form.css';
import { pageTitles } from '../pageTitles';
import { tagsMessages as m, tagValueMessages as v } from './messages';
import * as styles from './tags.css';

export type TagsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tags: readonly Tag[] };

export interface TagsScreenProps {
  state: TagsState;
  /** Ids of tags with a change in flight; `new` while one is being added. */
  busy: ReadonlySet<string>;
  onRetry: () => void;
  /** Each resolves once saved and rejects when refused (the toast says why). */
  onAdd: (title: string) => Promise<unknown>;
  onRename: (tagId: string, title: string) => Promise<unknown>;
  onDelete: (tagId: string) => Promise<unknown>;
}

/** /settings/tags: list, add, rename and delete the tags that time groups carry. */
export function TagsScreen({ state, busy, onRetry, onAdd, onRename, onDelete }: TagsScreenProps) {
  const intl = useIntl();
  const listId = useId();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(pageTitles.tags)}</h1>
      <p className={styles.muted}>
        {intl.formatMessage(m.lead)} <Link to="/time-tracker/admin">{intl.formatMessage(m.manageGroups)}</Link>
      </p>
      <section className={styles.section} aria-labelledby={listId} aria-busy={state.status === 'loading'}>
        <h2 id={listId} className={styles.sectionHeading}>
          {intl.formatMessage(m.listHeading)}
        </h2>
        <NameForm
          label={intl.formatMessage(m.newTag)}
          submitLabel={intl.formatMessage(m.add)}
          requiredMessage={intl.formatMessage(m.titleRequired)}
          isBusy={busy.has('new')}
          onSubmit={onAdd}
        />
        {state.status === 'loading' ? (
          <p className={styles.muted} role="status">
            {intl.formatMessage(m.loading)}
          </p>
        ) : state.status === 'error' ? (
          <div className={form.actions}>
            <p className={form.alert} role="alert">
              {intl.formatMessage(m.loadFailed)}
            </p>
            <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
          </div>
        ) : state.tags.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={listId}>
            {state.tags.map((tag) => (
              <TagRow key={tag._id} tag={tag} isBusy={busy.has(tag._id)} onRename={(title) => onRename(tag._id, title)} onDelete={() => onDelete(tag._id)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface TagRowProps {
  tag: Tag;
  isBusy: boolean;
  onRename: (title: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** One tag: its title, and rename or delete (which asks first) in its place. */
export function TagRow({ tag, isBusy, onRename, onDelete }: TagRowProps) {
  const intl = useIntl();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<'rename' | 'delete'>();
  const { title } = tag;
  return (
    <li ref={row} className={styles.row}>
      {mode === 'rename' ? (
        <NameForm
          label={intl.formatMessage(v.newTitle, { title })}
          submitLabel={intl.formatMessage(m.save)}
          cancelLabel={intl.formatMessage(m.cancel)}
          requiredMessage={intl.formatMessage(m.titleRequired)}
          initialName={title}
          isBusy={isBusy}
          autoFocus
          onCancel={close}
          onSubmit={(next) => (next === title ? close() : closeWhenSaved(onRename(next)))}
        />
      ) : mode === 'delete' ? (
        <ConfirmPanel
          message={intl.formatMessage(v.confirmDelete, { title })}
          confirmLabel={intl.formatMessage(v.confirmDeleteButton, { title })}
          cancelLabel={intl.formatMessage(m.cancel)}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => void closeWhenSaved(onDelete())}
        />
      ) : (
        <>
          <span className={styles.title}>{title}</span>
          <span className={styles.buttons}>
            <Button size="sm" data-action="rename" aria-label={intl.formatMessage(v.renameNamed, { title })} onClick={() => open('rename')}>
              {intl.formatMessage(m.rename)}
            </Button>
            <Button size="sm" data-action="delete" aria-label={intl.formatMessage(v.deleteNamed, { title })} onClick={() => open('delete')}>
              {intl.formatMessage(m.delete)}
            </Button>
          </span>
        </>
      )}
    </li>
  );
}
