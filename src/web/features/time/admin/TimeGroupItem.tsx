import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ShallowTimeGroup, SubGroup } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import { NameForm } from '../../../components/edit/NameForm';
import * as styles from './admin.css';
import { adminMessages as m, adminValueMessages as v } from './messages';
import { SubGroupRow, type MoveTargets } from './SubGroupRow';
import { useRowMode } from '../../../components/edit/useRowMode';

/** What the admin does to groups and sub groups; each resolves once saved (and rejects when not). */
export interface GroupActions {
  onRenameGroup: (groupId: string, name: string) => Promise<unknown>;
  onDeleteGroup: (groupId: string) => Promise<unknown>;
  onAddSubGroup: (groupId: string, name: string) => Promise<unknown>;
  onRenameSubGroup: (subGroupId: string, name: string) => Promise<unknown>;
  onMoveSubGroup: (subGroupId: string, newSubGroupId: string) => Promise<unknown>;
  onDeleteSubGroup: (subGroupId: string) => Promise<unknown>;
}

export interface TimeGroupItemProps extends GroupActions {
  group: ShallowTimeGroup;
  /** Its sub groups, or null while they load (or could not be fetched). */
  subGroups: readonly SubGroup[] | null;
  /** Every group's sub groups, for choosing where a moved sub group's stamps go. */
  targets: readonly MoveTargets[];
  /** Ids of the groups and sub groups with a change in flight. */
  busy: ReadonlySet<string>;
}

type Mode = 'rename' | 'delete';

/** One time group on /time-tracker/admin: rename and delete it, and manage its sub groups. */
export function TimeGroupItem(props: TimeGroupItemProps) {
  const { group, subGroups, targets, busy } = props;
  const intl = useIntl();
  const headingId = useId();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<Mode>();
  const { name } = group;
  const stamps = subGroups?.reduce((sum, subGroup) => sum + subGroup.usage, 0) ?? 0;

  return (
    <li ref={row} className={styles.groupItem}>
      <div className={styles.row}>
        <h3 id={headingId} className={styles.sectionHeading}>
          <Link
            to="/time-tracker/admin/$groupType/$groupId"
            params={{ groupType: 'time-group', groupId: group._id }}
            className={styles.name}
            aria-label={intl.formatMessage(v.edit, { name })}
          >
            {name}
          </Link>
        </h3>
        {mode === null ? (
          <span className={styles.buttons}>
            <Button size="sm" data-action="rename" aria-label={intl.formatMessage(v.renameNamed, { name })} onClick={() => open('rename')}>
              {intl.formatMessage(m.rename)}
            </Button>
            <Button
              size="sm"
              data-action="delete"
              aria-label={intl.formatMessage(v.deleteNamed, { name })}
              // The confirmation counts what goes with the group, so it waits for the sub groups.
              disabled={subGroups === null}
              onClick={() => open('delete')}
            >
              {intl.formatMessage(m.delete)}
            </Button>
          </span>
        ) : null}
      </div>
      {mode === 'rename' ? (
        <NameForm
          label={intl.formatMessage(v.newName, { name })}
          submitLabel={intl.formatMessage(m.save)}
          cancelLabel={intl.formatMessage(m.cancel)}
          requiredMessage={intl.formatMessage(m.nameRequired)}
          initialName={name}
          isBusy={busy.has(group._id)}
          autoFocus
          onCancel={close}
          onSubmit={(next) => (next === name ? close() : closeWhenSaved(props.onRenameGroup(group._id, next)))}
        />
      ) : mode === 'delete' ? (
        <ConfirmPanel
          message={intl.formatMessage(v.confirmDeleteGroup, { name, subGroups: subGroups?.length ?? 0, stamps })}
          confirmLabel={intl.formatMessage(v.confirmDelete, { name })}
          cancelLabel={intl.formatMessage(m.cancel)}
          isBusy={busy.has(group._id)}
          onCancel={close}
          onConfirm={() => void closeWhenSaved(props.onDeleteGroup(group._id))}
        />
      ) : null}
      {subGroups === null ? null : subGroups.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noSubGroups)}</p>
      ) : (
        <ul className={styles.subList} aria-labelledby={headingId}>
          {subGroups.map((subGroup) => (
            <SubGroupRow
              key={subGroup._id}
              subGroup={subGroup}
              targets={targets.map((target) => ({ ...target, subGroups: target.subGroups.filter((other) => other._id !== subGroup._id) }))}
              isBusy={busy.has(subGroup._id)}
              onRename={(next) => props.onRenameSubGroup(subGroup._id, next)}
              onMove={(target) => props.onMoveSubGroup(subGroup._id, target)}
              onDelete={() => props.onDeleteSubGroup(subGroup._id)}
            />
          ))}
        </ul>
      )}
      {subGroups === null ? null : (
        <NameForm
          label={intl.formatMessage(v.newSubGroup, { group: name })}
          submitLabel={intl.formatMessage(m.addSubGroup)}
          requiredMessage={intl.formatMessage(m.nameRequired)}
          isBusy={busy.has(`new:${group._id}`)}
          onSubmit={(next) => props.onAddSubGroup(group._id, next)}
        />
      )}
    </li>
  );
}
