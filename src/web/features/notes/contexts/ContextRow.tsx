import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import { useRowMode } from '../../../components/edit/useRowMode';
import { Button } from '../../../components/Button';
import type { NoteContext } from '../queries';
import { ContextForm, type ContextValues } from './ContextForm';
import * as styles from './contexts.css';
import { contextsMessages as m, contextsValueMessages as v } from './messages';

export interface ContextRowProps {
  context: NoteContext;
  isBusy?: boolean;
  onEdit: (values: ContextValues) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

type Mode = 'edit' | 'delete';

/** One context on /note-contexts: its link, entry count and description; edit it in place or delete it. */
export function ContextRow({ context, isBusy = false, onEdit, onDelete }: ContextRowProps) {
  const intl = useIntl();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<Mode>();
  const { name, description, entryCount } = context;

  return (
    <li ref={row} className={styles.row}>
      {mode === 'edit' ? (
        <ContextForm
          nameLabel={intl.formatMessage(v.newName, { name })}
          descriptionLabel={intl.formatMessage(v.descriptionOf, { name })}
          submitLabel={intl.formatMessage(m.save)}
          initial={{ name, description }}
          isBusy={isBusy}
          autoFocus
          onCancel={close}
          onSubmit={(next) => (next.name === name && next.description === description ? Promise.resolve(close()) : closeWhenSaved(onEdit(next)))}
        />
      ) : mode === 'delete' ? (
        <ConfirmPanel
          message={entryCount === 0 ? intl.formatMessage(v.confirmDeleteUnused, { name }) : intl.formatMessage(v.confirmDelete, { name, count: entryCount })}
          confirmLabel={intl.formatMessage(v.confirmDeleteLabel, { name })}
          cancelLabel={intl.formatMessage(m.cancel)}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => void closeWhenSaved(onDelete())}
        />
      ) : (
        <>
          <span className={styles.rowText}>
            <Link to="/note-context/$contextId" params={{ contextId: context._id }} className={styles.name}>
              {name}
            </Link>
            <span className={styles.small}>{intl.formatMessage(v.entryCount, { count: entryCount })}</span>
            {description ? <span className={styles.description}>{description}</span> : null}
          </span>
          <span className={styles.buttons}>
            <Button size="sm" data-action="edit" aria-label={intl.formatMessage(v.editNamed, { name })} onClick={() => open('edit')}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button size="sm" data-action="delete" aria-label={intl.formatMessage(v.deleteNamed, { name })} onClick={() => open('delete')}>
              {intl.formatMessage(m.delete)}
            </Button>
          </span>
        </>
      )}
    </li>
  );
}
