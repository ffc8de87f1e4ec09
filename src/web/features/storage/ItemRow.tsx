import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NotSentMark } from '../../outbox/NotSentMark';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { useRowMode } from '../../components/edit/useRowMode';
import { ExpiryBadge, isExpiring } from './ExpiryBadge';
import { ItemForm, type ItemFields } from './ItemForm';
import { amountText, bestBeforeText } from './itemText';
import type { StorageItemInGroup } from './queries';
import { commonMessages as c, groupMessages as m, groupValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

export interface ItemRowProps {
  item: StorageItemInGroup;
  today: string;
  onSave: (fields: ItemFields) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** An edit of it is not sent yet (offline): marked "Not sent yet". */
  unsent?: boolean;
}

/**
 * An item of a group's page: its name (a link to its page), amount and best-before, highlighted
 * with words ("Expires in 3 days", "Expired") within a week of its date; edited in place, deleted
 * after a question.
 */
export function ItemRow({ item, today, onSave, onDelete, unsent = false }: ItemRowProps) {
  const intl = useIntl();
  const unsentId = useId();
  const { mode, row, open, close, closeWhenSaved } = useRowMode<'edit' | 'delete'>();
  const name = item.name;
  const facts = [amountText(intl, item), bestBeforeText(intl, item.bestBefore), item.note.trim()].filter(Boolean);
  return (
    <li ref={row} className={isExpiring(item.bestBefore, today) ? `${styles.row} ${styles.expiringRow}` : styles.row}>
      {mode === 'edit' ? (
        <ItemForm item={item} storageGroupId={item.storageGroupId} label={intl.formatMessage(v.editForm, { name })} autoFocus onCancel={close} onSave={(fields) => closeWhenSaved(onSave(fields))} />
      ) : (
        <>
          <Link to="/storage-item/$storageItemId" params={{ storageItemId: item._id }} className={styles.rowLink} aria-describedby={unsent ? unsentId : undefined}>
            <span className={styles.name} data-name>
              {name}
            </span>
            <span className={styles.facts}>
              {facts.join(' · ')} <ExpiryBadge bestBefore={item.bestBefore} today={today} />
            </span>
          </Link>
          {unsent ? <NotSentMark id={unsentId} /> : null}
          {mode === 'delete' ? (
            <div className={styles.rowForm}>
              <ConfirmPanel
                message={intl.formatMessage(v.deleteQuestion, { name })}
                confirmLabel={intl.formatMessage(v.confirmDelete, { name })}
                cancelLabel={intl.formatMessage(c.cancel)}
                onConfirm={() => void closeWhenSaved(onDelete()).catch(() => undefined)}
                onCancel={close}
              />
            </div>
          ) : (
            <div className={styles.actions}>
              <Button size="sm" variant="ghost" data-action="edit" aria-label={intl.formatMessage(v.editNamed, { name })} onClick={() => open('edit')}>
                {intl.formatMessage(m.edit)}
              </Button>
              <Button size="sm" variant="ghost" data-action="delete" aria-label={intl.formatMessage(v.deleteNamed, { name })} onClick={() => open('delete')}>
                {intl.formatMessage(m.delete)}
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
