import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { NameForm } from '../../components/edit/NameForm';
import { RenameDeleteRow, type RenameDeleteRowMessages } from '../../components/edit/RenameDeleteRow';
import type { Loadable } from './loadable';
import { LoadStatus } from '../../components/status/LoadStatus';
import { shoppingMessages } from './messages';
import type { ShoppingList } from './queries';
import { commonMessages as c, listsMessages as m, listsValueMessages as mv } from './screenMessages';
import * as styles from './shopping.css';

export interface ShoppingListsScreenProps {
  /** The user's lists, oldest first, with their counts. */
  lists: Loadable<readonly ShoppingList[]>;
  /** The list the `defaultShoppingList` preference names (as it shows while a change saves). */
  defaultListId: string | null;
  isAdding: boolean;
  isSettingDefault: boolean;
  /** Adds a list by name; resolves once added. */
  onAdd: (name: string) => Promise<unknown>;
  /** Renames a list; resolves once saved, rejects (keeping the form) when refused. */
  onRename: (listId: string, name: string) => Promise<unknown>;
  /** Deletes a list with its items; resolves once deleted. */
  onDelete: (listId: string) => Promise<unknown>;
  onSetDefault: (listId: string) => void;
  onRetry: () => void;
}

/**
 * /shopping-lists: every list with how much is left to buy, to open (shopping mode), edit,
 * rename, delete (asked first) or set as the default that /shopping-list-parent opens.
 */
export function ShoppingListsScreen(props: ShoppingListsScreenProps) {
  const { lists, defaultListId, isAdding, isSettingDefault, onAdd, onRename, onDelete, onSetDefault, onRetry } = props;
  const intl = useIntl();
  const listHeading = useId();
  const isEmpty = lists.status === 'ready' && lists.data.length === 0;
  const addForm = (
    <NameForm
      label={intl.formatMessage(m.newList)}
      submitLabel={intl.formatMessage(m.add)}
      requiredMessage={intl.formatMessage(m.nameRequired)}
      isBusy={isAdding}
      maxLength={200}
      onSubmit={onAdd}
    />
  );

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(shoppingMessages.name)}</h1>
      <section className={styles.section} aria-labelledby={listHeading} aria-busy={lists.status === 'loading'}>
        <h2 id={listHeading} className={styles.sectionHeading}>
          {intl.formatMessage(isEmpty ? m.emptyHeading : m.heading)}
        </h2>
        {lists.status !== 'ready' ? (
          <LoadStatus status={lists.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
        ) : isEmpty ? (
          <p className={styles.muted}>{intl.formatMessage(m.emptyBody)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={listHeading}>
            {lists.data.map((list) => (
              <ListRow
                key={list._id}
                list={list}
                isDefault={list._id === defaultListId}
                isSettingDefault={isSettingDefault}
                onRename={(name) => onRename(list._id, name)}
                onDelete={() => onDelete(list._id)}
                onSetDefault={() => onSetDefault(list._id)}
              />
            ))}
          </ul>
        )}
        {lists.status === 'ready' && addForm}
      </section>
    </div>
  );
}

interface ListRowProps {
  list: ShoppingList;
  isDefault: boolean;
  isSettingDefault: boolean;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onSetDefault: () => void;
}

/** The row's words (RenameDeleteRow formats them with the name). */
const rowMessages: RenameDeleteRowMessages = {
  rename: m.rename,
  renameNamed: mv.renameNamed,
  delete: m.delete,
  deleteNamed: mv.deleteNamed,
  newName: mv.newName,
  save: m.save,
  nameRequired: m.nameRequired,
  cancel: c.cancel,
};

function ListRow({ list, isDefault, isSettingDefault, onRename, onDelete, onSetDefault }: ListRowProps) {
  const intl = useIntl();
  const name = list.name;
  const itemCount = list.openCount + list.checkedCount;
  return (
    <RenameDeleteRow
      name={name}
      link={
        <Link to="/shopping-list/$listId" params={{ listId: list._id }} className={styles.rowLink}>
          <span>
            <span className={styles.name} data-name>
              {name}
            </span>
            {isDefault ? <span className={styles.badge}>{intl.formatMessage(m.defaultBadge)}</span> : null}
          </span>
          <span className={styles.facts}>{intl.formatMessage(mv.counts, { open: list.openCount, checked: list.checkedCount })}</span>
        </Link>
      }
      messages={rowMessages}
      nameMaxLength={200}
      onRename={onRename}
      renderDelete={({ cancel, closeWhenSaved }) => (
        <ConfirmPanel
          message={itemCount > 0 ? intl.formatMessage(mv.deleteQuestion, { name, count: itemCount }) : intl.formatMessage(mv.deleteEmptyQuestion, { name })}
          confirmLabel={intl.formatMessage(mv.confirmDelete, { name })}
          cancelLabel={intl.formatMessage(c.cancel)}
          onConfirm={() => void closeWhenSaved(onDelete()).catch(() => undefined)}
          onCancel={cancel}
        />
      )}
      extraActions={
        <>
          <Link to="/specific-shopping-list/$listId" params={{ listId: list._id }} className={styles.link} aria-label={intl.formatMessage(mv.editNamed, { name })}>
            {intl.formatMessage(m.edit)}
          </Link>
          {isDefault ? null : (
            <Button size="sm" variant="ghost" disabled={isSettingDefault} aria-label={intl.formatMessage(mv.makeDefaultNamed, { name })} onClick={onSetDefault}>
              {intl.formatMessage(m.makeDefault)}
            </Button>
          )}
        </>
      }
    />
  );
}
