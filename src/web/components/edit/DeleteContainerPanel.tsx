import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ConfirmPanel } from './ConfirmPanel';
import * as styles from './edit.css';

/** What becomes of a deleted list's contents: nothing to say (it is empty), moved into another, or deleted with it. */
export type ContentsFate = { empty: true } | { moveTo: string } | { deleteContents: true };

/** The area's words for the panel, formatted with `{name}` (and `{count}` in `question`). */
export interface DeleteContainerMessages {
  question: MessageDescriptor;
  emptyQuestion: MessageDescriptor;
  confirm: MessageDescriptor;
  cancel: MessageDescriptor;
  move: MessageDescriptor;
  deleteContents: MessageDescriptor;
  moveTarget: MessageDescriptor;
}

export interface DeleteContainerPanelProps {
  name: string;
  /** How many things it holds. */
  count: number;
  /** Where they may go instead: the user's other lists of the same kind. */
  others: ReadonlyArray<{ _id: string; name: string }>;
  messages: DeleteContainerMessages;
  onConfirm: (fate: ContentsFate) => void;
  onCancel: () => void;
}

/**
 * Asks before a collection (of recipes, of drinks) is deleted. One that holds something asks what
 * becomes of it: moved into another (chosen first when there is one, as nothing is lost) or
 * deleted with it; the server refuses a delete that does not say.
 */
export function DeleteContainerPanel({ name, count, others, messages: m, onConfirm, onCancel }: DeleteContainerPanelProps) {
  const intl = useIntl();
  const canMove = others.length > 0;
  const [fate, setFate] = useState<'move' | 'delete'>(canMove ? 'move' : 'delete');
  const [target, setTarget] = useState(others[0]?._id ?? '');
  const radioName = useId();
  const selectId = useId();
  const confirm = () => {
    if (count === 0) onConfirm({ empty: true });
    else onConfirm(fate === 'move' ? { moveTo: target } : { deleteContents: true });
  };
  return (
    <ConfirmPanel
      message={count > 0 ? intl.formatMessage(m.question, { name, count }) : intl.formatMessage(m.emptyQuestion, { name })}
      confirmLabel={intl.formatMessage(m.confirm, { name })}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {count > 0 ? (
        <>
          <ul className={styles.choices}>
            <li>
              <label className={styles.choice}>
                <input type="radio" name={radioName} checked={fate === 'move'} disabled={!canMove} onChange={() => setFate('move')} />
                {intl.formatMessage(m.move)}
              </label>
            </li>
            <li>
              <label className={styles.choice}>
                <input type="radio" name={radioName} checked={fate === 'delete'} onChange={() => setFate('delete')} />
                {intl.formatMessage(m.deleteContents)}
              </label>
            </li>
          </ul>
          {fate === 'move' && canMove ? (
            <div>
              <label htmlFor={selectId}>{intl.formatMessage(m.moveTarget)}</label>
              <select id={selectId} className={styles.select} value={target} onChange={(event) => setTarget(event.target.value)}>
                {others.map((other) => (
                  <option key={other._id} value={other._id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </>
      ) : null}
    </ConfirmPanel>
  );
}
