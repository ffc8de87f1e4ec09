import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SubGroup } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import { NameForm } from '../../../components/edit/NameForm';
import * as form from '../../../components/form/form.css';
import * as editStyles from '../../../components/edit/edit.css';
import * as styles from './admin.css';
import { adminMessages as m, adminValueMessages as v } from './messages';
import { useRowMode } from '../../../components/edit/useRowMode';

/** Where a sub group's stamps can go: every other sub group, under its time group's name. */
export interface MoveTargets {
  groupId: string;
  groupName: string;
  subGroups: readonly Pick<SubGroup, '_id' | 'name'>[];
}

export interface SubGroupRowProps {
  subGroup: SubGroup;
  targets: readonly MoveTargets[];
  isBusy?: boolean;
  onRename: (name: string) => Promise<unknown>;
  onMove: (newSubGroupId: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

type Mode = 'rename' | 'move' | 'delete';

/** One sub group on /time-tracker/admin: its stamp count, and rename, move (into another) and delete. */
export function SubGroupRow({ subGroup, targets, isBusy = false, onRename, onMove, onDelete }: SubGroupRowProps) {
  const intl = useIntl();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<Mode>();
  const { name } = subGroup;
  const stamps = subGroup.usage;

  return (
    <li ref={row} className={styles.row}>
      {mode === 'rename' ? (
        <NameForm
          label={intl.formatMessage(v.newName, { name })}
          submitLabel={intl.formatMessage(m.save)}
          cancelLabel={intl.formatMessage(m.cancel)}
          requiredMessage={intl.formatMessage(m.nameRequired)}
          initialName={name}
          isBusy={isBusy}
          autoFocus
          onCancel={close}
          onSubmit={(next) => (next === name ? close() : closeWhenSaved(onRename(next)))}
        />
      ) : mode === 'move' ? (
        <MoveForm name={name} stamps={stamps} targets={targets} isBusy={isBusy} onCancel={close} onMove={(target) => closeWhenSaved(onMove(target))} />
      ) : mode === 'delete' ? (
        <ConfirmPanel
          message={intl.formatMessage(v.confirmDeleteSubGroup, { name, stamps })}
          confirmLabel={intl.formatMessage(v.confirmDelete, { name })}
          cancelLabel={intl.formatMessage(m.cancel)}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => void closeWhenSaved(onDelete())}
        />
      ) : (
        <>
          <span className={styles.rowName}>
            <Link
              to="/time-tracker/admin/$groupType/$groupId"
              params={{ groupType: 'sub-group', groupId: subGroup._id }}
              className={styles.name}
              aria-label={intl.formatMessage(v.edit, { name })}
            >
              {name}
            </Link>
            <span className={styles.small}>{intl.formatMessage(v.stampCount, { count: stamps })}</span>
          </span>
          <span className={styles.buttons}>
            <Button size="sm" data-action="rename" aria-label={intl.formatMessage(v.renameNamed, { name })} onClick={() => open('rename')}>
              {intl.formatMessage(m.rename)}
            </Button>
            <Button size="sm" data-action="move" aria-label={intl.formatMessage(v.moveNamed, { name })} onClick={() => open('move')}>
              {intl.formatMessage(m.move)}
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

interface MoveFormProps {
  name: string;
  stamps: number;
  targets: readonly MoveTargets[];
  isBusy: boolean;
  onCancel: () => void;
  onMove: (newSubGroupId: string) => void;
}

/** Choose the sub group the stamps go into; the moved one is then deleted (spec §4). */
function MoveForm({ name, stamps, targets, isBusy, onCancel, onMove }: MoveFormProps) {
  const intl = useIntl();
  const id = useId();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const available = targets.filter((group) => group.subGroups.length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) setError(intl.formatMessage(m.chooseTarget));
    else onMove(target);
  };
  return (
    <form
      className={editStyles.panel}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      {available.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noTargets)}</p>
      ) : (
        <div className={form.field}>
          <label htmlFor={id} className={form.label}>
            {intl.formatMessage(v.moveInto, { name })}
          </label>
          <select
            id={id}
            className={form.control}
            value={target}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
            // The caret belongs where the user just asked to move.
            autoFocus
            onChange={(event) => {
              setTarget(event.target.value);
              setError(null);
            }}
          >
            <option value="">{intl.formatMessage(m.chooseTarget)}</option>
            {available.map((group) => (
              <optgroup key={group.groupId} label={group.groupName}>
                {group.subGroups.map((subGroup) => (
                  <option key={subGroup._id} value={subGroup._id}>
                    {subGroup.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {error ? (
            <p id={`${id}-error`} className={form.fieldError}>
              {error}
            </p>
          ) : null}
          <p id={`${id}-hint`} className={form.hint}>
            {intl.formatMessage(v.moveHint, { name, stamps })}
          </p>
        </div>
      )}
      <div className={styles.buttons}>
        {available.length > 0 ? (
          <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
            {intl.formatMessage(v.moveSubmit, { name })}
          </Button>
        ) : null}
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
      </div>
    </form>
  );
}
