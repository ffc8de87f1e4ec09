import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import { NameForm } from '../../../components/edit/NameForm';
import { useRowMode } from '../../../components/edit/useRowMode';
import * as form from '../../../components/form/form.css';
import { commonMessages as c, commonValueMessages as cv, groupsMessages as m, groupsValueMessages as v } from '../screenMessages';
import type { PasswordGroup } from '../queries';
import * as styles from '../vault.css';

/** What happens to a deleted group's entries (contract: DELETE /password-group). */
export type GroupDeletion = { entries?: undefined } | { entries: 'delete' } | { entries: 'move'; moveTo: string };

export interface GroupRowProps {
  group: PasswordGroup;
  /** The other groups, where its entries can move. */
  others: readonly PasswordGroup[];
  isBusy: boolean;
  onRename: (name: string) => Promise<unknown>;
  onDelete: (how: GroupDeletion) => Promise<unknown>;
}

type Mode = 'rename' | 'delete';

/** One group on /password-groups: open, rename in place, delete after asking (and what becomes of its entries). */
export function GroupRow({ group, others, isBusy, onRename, onDelete }: GroupRowProps) {
  const intl = useIntl();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<Mode>();
  const { name, count } = group;

  return (
    <li ref={row} className={styles.rowItem}>
      <div className={styles.row}>
        <Link to="/password-group/$groupId" params={{ groupId: group._id }} className={styles.rowLink} aria-label={intl.formatMessage(v.open, { name })}>
          <span className={styles.name}>{name}</span>
          <span className={styles.small}>{intl.formatMessage(cv.groupCount, { count })}</span>
        </Link>
        {mode === null ? (
          <span className={styles.buttons}>
            <Button size="sm" data-action="rename" aria-label={intl.formatMessage(v.renameNamed, { name })} onClick={() => open('rename')}>
              {intl.formatMessage(m.rename)}
            </Button>
            <Button size="sm" data-action="delete" aria-label={intl.formatMessage(v.deleteNamed, { name })} onClick={() => open('delete')}>
              {intl.formatMessage(m.delete)}
            </Button>
          </span>
        ) : null}
      </div>
      {mode === 'rename' ? (
        <NameForm
          label={intl.formatMessage(v.newName, { name })}
          submitLabel={intl.formatMessage(c.save)}
          cancelLabel={intl.formatMessage(c.cancel)}
          requiredMessage={intl.formatMessage(m.nameRequired)}
          initialName={name}
          isBusy={isBusy}
          autoFocus
          onCancel={close}
          onSubmit={(next) => (next === name ? close() : closeWhenSaved(onRename(next)))}
        />
      ) : mode === 'delete' && count === 0 ? (
        <ConfirmPanel
          message={intl.formatMessage(v.confirmEmpty, { name })}
          confirmLabel={intl.formatMessage(v.confirmDelete, { name })}
          cancelLabel={intl.formatMessage(c.cancel)}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => void closeWhenSaved(onDelete({}))}
        />
      ) : mode === 'delete' ? (
        <NonEmptyDelete group={group} others={others} isBusy={isBusy} onCancel={close} onDelete={(how) => void closeWhenSaved(onDelete(how))} />
      ) : null}
    </li>
  );
}

/** Deleting a group that holds entries: delete them with it, or move them to another group first. */
function NonEmptyDelete({ group, others, isBusy, onCancel, onDelete }: { group: PasswordGroup; others: readonly PasswordGroup[]; isBusy: boolean; onCancel: () => void; onDelete: (how: GroupDeletion) => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<'delete' | 'move'>('delete');
  const [moveTo, setMoveTo] = useState(others[0]?._id ?? '');
  const { name, count } = group;
  const canMove = others.length > 0;
  return (
    <ConfirmPanel
      message={intl.formatMessage(v.nonEmpty, { name, count })}
      confirmLabel={intl.formatMessage(choice === 'move' ? v.confirmMove : v.confirmDeleteWith, { name })}
      cancelLabel={intl.formatMessage(c.cancel)}
      isBusy={isBusy}
      onCancel={onCancel}
      onConfirm={() => onDelete(choice === 'move' ? { entries: 'move', moveTo } : { entries: 'delete' })}
    >
      <div className={form.radios}>
        <label className={form.radio}>
          <input type="radio" className={form.radioInput} name={`${group._id}-entries`} checked={choice === 'delete'} onChange={() => setChoice('delete')} />
          {intl.formatMessage(m.deleteEntries)}
        </label>
        <label className={form.radio}>
          <input type="radio" className={form.radioInput} name={`${group._id}-entries`} checked={choice === 'move'} disabled={!canMove} onChange={() => setChoice('move')} />
          {intl.formatMessage(m.moveEntries)}
        </label>
      </div>
      {!canMove ? <p className={styles.small}>{intl.formatMessage(m.noOtherGroup)}</p> : null}
      {choice === 'move' ? (
        <label className={form.field}>
          <span className={form.label}>{intl.formatMessage(m.moveTo)}</span>
          <select className={form.control} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
            {others.map((other) => (
              <option key={other._id} value={other._id}>
                {other.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </ConfirmPanel>
  );
}
