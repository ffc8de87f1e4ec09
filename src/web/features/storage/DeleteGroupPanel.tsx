import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import * as formStyles from '../../components/form/form.css';
import type { StorageGroup } from './queries';
import { commonMessages as c, groupsMessages as m, groupsValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

/** What becomes of a deleted group's items (contract/storage.yaml: an empty group needs neither). */
export type GroupItemsFate = { deleteItems: true } | { moveItemsTo: string } | null;

export interface DeleteGroupPanelProps {
  group: StorageGroup;
  others: readonly StorageGroup[];
  onDelete: (fate: GroupItemsFate) => void;
  onCancel: () => void;
}

/** The question before a group goes: with items, whether they move to another place (the default) or go with it. */
export function DeleteGroupPanel({ group, others, onDelete, onCancel }: DeleteGroupPanelProps) {
  const intl = useIntl();
  const radioName = useId();
  const selectId = useId();
  const [fate, setFate] = useState<'move' | 'delete'>(others.length > 0 ? 'move' : 'delete');
  const [moveTo, setMoveTo] = useState(others[0]?._id ?? '');
  const { name, itemCount: count } = group;
  const canMove = others.length > 0;
  const message =
    count === 0
      ? intl.formatMessage(v.deleteEmptyQuestion, { name })
      : canMove
        ? intl.formatMessage(v.deleteQuestion, { name, count })
        : intl.formatMessage(v.deleteOnlyQuestion, { name, count });
  const confirm = () => onDelete(count === 0 ? null : fate === 'move' && canMove ? { moveItemsTo: moveTo } : { deleteItems: true });
  return (
    <ConfirmPanel message={message} confirmLabel={intl.formatMessage(v.confirmDelete, { name })} cancelLabel={intl.formatMessage(c.cancel)} onConfirm={confirm} onCancel={onCancel}>
      {count > 0 && canMove ? (
        <fieldset className={styles.choice}>
          <legend className={formStyles.legend}>{intl.formatMessage(m.whatOfItems)}</legend>
          <label className={formStyles.radio}>
            <input type="radio" className={formStyles.radioInput} name={radioName} checked={fate === 'move'} onChange={() => setFate('move')} />
            {intl.formatMessage(m.moveItems)}
          </label>
          {fate === 'move' ? (
            <div className={formStyles.field}>
              <label htmlFor={selectId} className={formStyles.label}>
                {intl.formatMessage(m.moveTo)}
              </label>
              <select id={selectId} className={styles.select} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                {others.map((other) => (
                  <option key={other._id} value={other._id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <label className={formStyles.radio}>
            <input type="radio" className={formStyles.radioInput} name={radioName} checked={fate === 'delete'} onChange={() => setFate('delete')} />
            {intl.formatMessage(m.deleteItems)}
          </label>
        </fieldset>
      ) : null}
    </ConfirmPanel>
  );
}
