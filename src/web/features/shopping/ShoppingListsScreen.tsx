import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { NamedCollectionsScreen, type NamedCollectionsEdits, type NamedCollectionsMessages } from '../../components/namedCollection/NamedCollectionsScreen';
import type { Loadable } from './loadable';
import { shoppingMessages } from './messages';
import type { ShoppingList } from './queries';
import { commonMessages as c, listsMessages as m, listsValueMessages as mv } from './screenMessages';
import * as styles from './shopping.css';

export interface ShoppingListsScreenProps extends NamedCollectionsEdits {
  /** The user's lists, oldest first, with their counts. */
  lists: Loadable<readonly ShoppingList[]>;
  /** The list the `defaultShoppingList` preference names (as it shows while a change saves). */
  defaultListId: string | null;
  isSettingDefault: boolean;
  /** Deletes a list with its items; resolves once deleted. */
  onDelete: (listId: string) => Promise<unknown>;
  onSetDefault: (listId: string) => void;
  onRetry: () => void;
}

// The catalogue's keys are the screen's own; only these few differ.
const messages: NamedCollectionsMessages = { ...m, ...mv, title: shoppingMessages.name, addLabel: m.newList, cancel: c.cancel };

/**
 * /shopping-lists: every list with how much is left to buy, to open (shopping mode), edit,
 * rename, delete (asked first) or set as the default that /shopping-list-parent opens.
 */
export function ShoppingListsScreen(props: ShoppingListsScreenProps) {
  const { lists, defaultListId, isAdding, isSettingDefault, onAdd, onRename, onDelete, onSetDefault, onRetry } = props;
  const intl = useIntl();
  return (
    <NamedCollectionsScreen
      things={lists}
      messages={messages}
      nameMaxLength={200}
      link={(list) => (
        <Link to="/shopping-list/$listId" params={{ listId: list._id }} className={styles.rowLink}>
          <span>
            <span className={styles.name} data-name>
              {list.name}
            </span>
            {list._id === defaultListId ? <span className={styles.badge}>{intl.formatMessage(m.defaultBadge)}</span> : null}
          </span>
          <span className={styles.facts}>{intl.formatMessage(mv.counts, { open: list.openCount, checked: list.checkedCount })}</span>
        </Link>
      )}
      renderDelete={({ _id, name, openCount, checkedCount }, _others, { cancel, closeWhenDeleted }) => (
        <ConfirmPanel
          message={
            openCount + checkedCount > 0 ? intl.formatMessage(mv.deleteQuestion, { name, count: openCount + checkedCount }) : intl.formatMessage(mv.deleteEmptyQuestion, { name })
          }
          confirmLabel={intl.formatMessage(mv.confirmDelete, { name })}
          cancelLabel={intl.formatMessage(c.cancel)}
          onConfirm={() => closeWhenDeleted(onDelete(_id))}
          onCancel={cancel}
        />
      )}
      extraActions={({ _id, name }) => (
        <>
          <Link to="/specific-shopping-list/$listId" params={{ listId: _id }} className={styles.link} aria-label={intl.formatMessage(mv.editNamed, { name })}>
            {intl.formatMessage(m.edit)}
          </Link>
          {_id === defaultListId ? null : (
            <Button size="sm" variant="ghost" disabled={isSettingDefault} aria-label={intl.formatMessage(mv.makeDefaultNamed, { name })} onClick={() => onSetDefault(_id)}>
              {intl.formatMessage(m.makeDefault)}
            </Button>
          )}
        </>
      )}
      isAdding={isAdding}
      onAdd={onAdd}
      onRename={onRename}
      onRetry={onRetry}
    />
  );
}
