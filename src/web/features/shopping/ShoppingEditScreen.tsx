import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { NameForm } from '../../components/edit/NameForm';
import { ItemForm, type ItemChange } from './ItemForm';
import { itemDetail, movedOrder } from './itemText';
import { NotReady } from '../../components/status/NotReady';
import type { Findable } from './loadable';
import { shoppingTitles } from './pageTitles';
import type { ShoppingItem, ShoppingListWithItems } from './queries';
import { editMessages as m, editValueMessages as mv, listNotReady } from './screenMessages';
import * as styles from './shopping.css';
import { UndoNotice } from './UndoNotice';
import { ClearingMark } from './ClearingMark';

export interface ShoppingEditScreenProps {
  list: Findable<ShoppingListWithItems>;
  isRenaming: boolean;
  /** Renames the list; resolves once saved. */
  onRename: (name: string) => Promise<unknown>;
  /** Puts the items in this order (every id of the list); shown at once, saved behind it. */
  onReorder: (itemOrder: string[]) => void;
  /** Saves an item's fields; resolves once saved. */
  onSaveItem: (item: ShoppingItem, change: ItemChange) => Promise<unknown>;
  /** Deletes one item; resolves with what was deleted (for Undo). */
  onDeleteItem: (item: ShoppingItem) => Promise<ShoppingItem[]>;
  /** Deletes the checked items; resolves with what was deleted (for Undo). */
  onClearChecked: () => Promise<ShoppingItem[]>;
  isClearing: boolean;
  /** The checked items were cleared on this device and the server does not know yet. */
  clearing?: boolean;
  /** Adds deleted items back as they were (checked ones checked). */
  onRestore: (items: ShoppingItem[]) => Promise<unknown>;
  isRestoring: boolean;
  onRetry: () => void;
}

/**
 * /specific-shopping-list/:listId: rename the list, put its items in order (drag by the handle,
 * the arrow buttons, or Alt+↑/↓ anywhere in a row), edit an item's name, quantity, unit and note,
 * delete items and clear the checked ones, with Undo for both.
 */
export function ShoppingEditScreen(props: ShoppingEditScreenProps) {
  const intl = useIntl();
  if (props.list.status !== 'ready') return <NotReady status={props.list.status} heading={intl.formatMessage(shoppingTitles.edit)} messages={listNotReady} backTo="/shopping-lists" onRetry={props.onRetry} />;
  return <ShoppingEdit {...props} list={props.list.data} />;
}

type Removed = { text: string; items: ShoppingItem[] };

function ShoppingEdit(props: Omit<ShoppingEditScreenProps, 'list'> & { list: ShoppingListWithItems }) {
  const { list, isRenaming, onRename, onReorder, onSaveItem, onDeleteItem, onClearChecked, isClearing, clearing = false, onRestore, isRestoring } = props;
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const itemsHeading = useId();
  const hintId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [drag, setDrag] = useState<{ id: string; over: number } | null>(null);
  // Where the focus goes once drawn; with `once`, only after that item reached that place (the new order lands a moment later).
  const focusRequest = useRef<{ key: string; once?: { id: string; index: number } } | null>(null);
  const focusOn = (key: string) => {
    focusRequest.current = { key };
  };
  const items = list.items;
  const ids = items.map((item) => item._id);
  const checkedCount = items.filter((item) => item.checked).length;

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    if (request.once && items.findIndex((item) => item._id === request.once!.id) !== request.once.index) return;
    focusRequest.current = null;
    const wanted = request.key;
    const find = (name: string) => root.current?.querySelector<HTMLElement>(`[data-focus="${name}"]`);
    let element = find(wanted);
    // Moved to an end: its button there is disabled, so the other way takes the focus.
    if (element instanceof HTMLButtonElement && element.disabled) element = find(wanted.endsWith(':up') ? wanted.replace(/:up$/, ':down') : wanted.replace(/:down$/, ':up'));
    element?.focus();
  });

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= items.length || to === from) return;
    const item = items[from]!;
    onReorder(movedOrder(ids, from, to));
    setStatus(intl.formatMessage(mv.moved, { name: item.name, place: to + 1, count: items.length }));
    if (focus) focusRequest.current = { key: `${item._id}:${focus}`, once: { id: item._id, index: to } };
  };

  const rowKeys = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if ((event.target as HTMLElement).closest('form')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, event.key === 'ArrowUp' ? 'up' : 'down');
  };

  // Dragging by the handle, with a mouse, a pen or a finger: the row under the pointer is where it goes.
  const overIndex = (clientY: number) => {
    const rows = [...(root.current?.querySelectorAll<HTMLElement>('[data-row]') ?? [])];
    const at = rows.findIndex((row) => clientY < row.getBoundingClientRect().bottom);
    return at === -1 ? rows.length - 1 : at;
  };
  // The drag in progress, also kept in a ref: pointer events can come faster than renders.
  const dragging = useRef<{ id: string; over: number } | null>(null);
  const setDragging = (next: { id: string; over: number } | null) => {
    dragging.current = next;
    setDrag(next);
  };
  const dragHandlers = (item: ShoppingItem, index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.preventDefault();
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the drag still follows the events it gets.
      }
      setDragging({ id: item._id, over: index });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const now = dragging.current;
      if (now?.id !== item._id) return;
      const over = overIndex(event.clientY);
      if (over !== now.over) setDragging({ id: item._id, over });
    },
    onPointerUp: () => {
      const now = dragging.current;
      if (now?.id === item._id) move(index, now.over);
      setDragging(null);
    },
    onPointerCancel: () => setDragging(null),
  });

  const remove = async (item: ShoppingItem, index: number) => {
    const gone = await onDeleteItem(item);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusOn(neighbour && neighbour._id !== item._id ? `${neighbour._id}:edit` : 'undo');
    setRemoved({ text: intl.formatMessage(mv.deleted, { name: item.name }), items: gone });
  };

  const clearChecked = async () => {
    const gone = await onClearChecked();
    focusOn('undo');
    setRemoved({ text: intl.formatMessage(mv.cleared, { count: gone.length }), items: gone });
  };

  return (
    <div ref={root} className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{intl.formatMessage(mv.heading, { name: list.name })}</h1>
        <Link to="/shopping-list/$listId" params={{ listId: list._id }} className={styles.link}>
          {intl.formatMessage(m.toShopping)}
        </Link>
      </div>
      <section className={styles.section}>
        <NameForm
          key={list.name}
          label={intl.formatMessage(m.listName)}
          submitLabel={intl.formatMessage(m.rename)}
          requiredMessage={intl.formatMessage(m.nameRequired)}
          initialName={list.name}
          isBusy={isRenaming}
          maxLength={200}
          onSubmit={onRename}
        />
      </section>
      <section className={styles.section} aria-labelledby={itemsHeading}>
        <div className={styles.header}>
          <h2 id={itemsHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.itemsHeading)}
          </h2>
          {checkedCount > 0 ? (
            <Button size="sm" disabled={isClearing} aria-busy={isClearing} onClick={() => void clearChecked().catch(() => undefined)}>
              {intl.formatMessage(mv.clearChecked, { count: checkedCount })}
            </Button>
          ) : null}
        </div>
        {clearing ? <ClearingMark /> : null}
        {items.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noItems)}</p>
        ) : (
          <>
            <p id={hintId} className={styles.small}>
              {intl.formatMessage(m.reorderHint)}
            </p>
            <ol className={styles.items} aria-labelledby={itemsHeading} aria-describedby={hintId}>
              {items.map((item, index) => {
                const detail = itemDetail(intl, item);
                const name = item.name;
                return (
                  <li
                    key={item._id}
                    data-row
                    className={styles.editRow}
                    data-dragging={drag?.id === item._id}
                    data-drop={drag !== null && drag.id !== item._id && drag.over === index}
                    onKeyDown={rowKeys(index)}
                  >
                    {editing === item._id ? (
                      <ItemForm
                        item={item}
                        onCancel={() => {
                          setEditing(null);
                          focusOn(`${item._id}:edit`);
                        }}
                        onSave={(change) =>
                          onSaveItem(item, change).then(() => {
                            setEditing(null);
                            focusOn(`${item._id}:edit`);
                          })
                        }
                      />
                    ) : (
                      <>
                        <span className={styles.handle} aria-hidden="true" title={intl.formatMessage(mv.dragHandle, { name })} {...dragHandlers(item, index)}>
                          ⠿
                        </span>
                        <span className={styles.editText}>
                          <span className={item.checked ? styles.itemDetail : styles.itemName}>
                            {name}
                            {item.checked ? ` (${intl.formatMessage(m.checkedMark)})` : ''}
                          </span>
                          {detail ? <span className={styles.itemDetail}>{detail}</span> : null}
                        </span>
                        <span className={styles.actions}>
                          <Button
                            size="sm"
                            variant="ghost"
                            data-focus={`${item._id}:up`}
                            disabled={index === 0}
                            aria-keyshortcuts="Alt+ArrowUp"
                            aria-label={intl.formatMessage(mv.moveUp, { name })}
                            onClick={() => move(index, index - 1, 'up')}
                          >
                            <span aria-hidden="true">↑</span>
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            data-focus={`${item._id}:down`}
                            disabled={index === items.length - 1}
                            aria-keyshortcuts="Alt+ArrowDown"
                            aria-label={intl.formatMessage(mv.moveDown, { name })}
                            onClick={() => move(index, index + 1, 'down')}
                          >
                            <span aria-hidden="true">↓</span>
                          </Button>
                          <Button size="sm" data-focus={`${item._id}:edit`} aria-label={intl.formatMessage(mv.editNamed, { name })} onClick={() => setEditing(item._id)}>
                            {intl.formatMessage(m.edit)}
                          </Button>
                          <Button size="sm" variant="ghost" aria-label={intl.formatMessage(mv.deleteNamed, { name })} onClick={() => void remove(item, index).catch(() => undefined)}>
                            {intl.formatMessage(m.delete)}
                          </Button>
                        </span>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
        <p role="status" className={styles.small}>
          {status}
        </p>
      </section>
      {removed ? (
        <UndoNotice
          text={removed.text}
          isBusy={isRestoring}
          onUndo={() => {
            void onRestore(removed.items).then(() => setRemoved(null), () => undefined);
          }}
          onDismiss={() => setRemoved(null)}
        />
      ) : null}
    </div>
  );
}
