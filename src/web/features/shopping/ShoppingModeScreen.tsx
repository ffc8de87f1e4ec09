import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { itemDetail, openFirst } from './itemText';
import { NotReady } from '../../components/status/NotReady';
import type { Findable } from './loadable';
import { shoppingTitles } from './pageTitles';
import type { ShoppingItem, ShoppingListWithItems } from './queries';
import { listNotReady, shoppingModeMessages as m, shoppingModeValueMessages as mv } from './screenMessages';
import * as styles from './shopping.css';
import { PutIntoStorage, type PutIntoStorageProps } from './PutIntoStorage';
import { UndoNotice } from './UndoNotice';
import { NotSentMark } from '../../outbox/NotSentMark';
import { isUnsentItem } from './unsent';
import { ClearingMark } from './ClearingMark';

export interface ShoppingModeScreenProps {
  list: Findable<ShoppingListWithItems>;
  /** Checks an item off or puts it back; the list shows the change at once (optimistic). */
  onCheck: (item: ShoppingItem, checked: boolean) => void;
  /** Adds what was typed ("2 l milk"), merged into the same food; resolves once added. */
  onQuickAdd: (text: string) => Promise<unknown>;
  isAdding: boolean;
  onRetry: () => void;
  /** "Put checked items into storage", under the checked items. */
  storage: Omit<PutIntoStorageProps, 'checkedCount'>;
  /** Items a change not sent yet touches (marked "Not sent yet"); added ones cannot be checked off until sent. */
  unsentIds?: ReadonlySet<string>;
  /** The checked items were cleared on this device and the server does not know yet. */
  clearing?: boolean;
}

const noneUnsent: ReadonlySet<string> = new Set();

/**
 * /shopping-list/:listId, shopping mode: a quick add field at the top, then the items to buy,
 * each one a 48 px row that one tap checks off; checked items sink under the open ones. The last
 * check can be undone from the notice at the foot of the screen. The focus stays with the list:
 * after checking an item off it moves to the next one to buy.
 */
export function ShoppingModeScreen(props: ShoppingModeScreenProps) {
  const { list } = props;
  const intl = useIntl();
  if (list.status !== 'ready') return <NotReady status={list.status} heading={intl.formatMessage(shoppingTitles.shopping)} messages={listNotReady} backTo="/shopping-lists" onRetry={props.onRetry} />;
  return <ShoppingMode {...props} list={list.data} />;
}

function ShoppingMode({ list, onCheck, onQuickAdd, isAdding, storage, unsentIds = noneUnsent, clearing = false }: Omit<ShoppingModeScreenProps, 'list'> & { list: ShoppingListWithItems }) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const openHeading = useId();
  const checkedHeading = useId();
  const idPrefix = useId();
  const [lastChange, setLastChange] = useState<{ item: ShoppingItem; checked: boolean } | null>(null);
  // Where the focus goes once drawn; with `once`, only after that item shows that state (the optimistic change lands a moment later).
  const focusRequest = useRef<{ key: string; once?: { id: string; checked: boolean } } | null>(null);
  const ordered = openFirst(list.items);
  const open = ordered.filter((item) => !item.checked);
  const checked = ordered.filter((item) => item.checked);
  // An item no longer on the list (put into storage and taken off) has nothing left to undo.
  const undoable = lastChange && list.items.some((item) => item._id === lastChange.item._id) ? lastChange : null;

  useEffect(() => {
    const wanted = focusRequest.current;
    if (!wanted) return;
    if (wanted.once && list.items.find((item) => item._id === wanted.once!.id)?.checked !== wanted.once.checked) return;
    focusRequest.current = null;
    root.current?.querySelector<HTMLElement>(`[data-focus="${wanted.key}"]`)?.focus();
  });

  const check = (item: ShoppingItem, next: boolean) => {
    // Not on the server yet: nothing to check off there (the route says so).
    if (isUnsentItem(item)) return onCheck(item, next);
    if (next) {
      // The next item to buy takes the focus (the one after it in the open list, else the one before).
      const at = open.findIndex((each) => each._id === item._id);
      const neighbour = open[at + 1] ?? open[at - 1];
      focusRequest.current = { key: neighbour ? neighbour._id : 'undo', once: { id: item._id, checked: true } };
    } else {
      focusRequest.current = { key: item._id, once: { id: item._id, checked: false } };
    }
    onCheck(item, next);
    setLastChange({ item, checked: next });
  };

  const renderItem = (item: ShoppingItem) => {
    const detail = itemDetail(intl, item);
    const nameId = `${idPrefix}-${item._id}`;
    const unsent = unsentIds.has(item._id);
    const describedBy = [detail ? `${nameId}-detail` : null, unsent ? `${nameId}-unsent` : null].filter(Boolean).join(' ');
    return (
      <li key={item._id}>
        <label className={item.checked ? styles.checkedItem : styles.item}>
          {/* Named by the item's name alone, its amount and note as the description: short names for screen readers and voice control. */}
          <input
            type="checkbox"
            className={styles.checkbox}
            data-focus={item._id}
            checked={item.checked}
            aria-labelledby={nameId}
            aria-describedby={describedBy || undefined}
            aria-disabled={isUnsentItem(item) || undefined}
            onChange={(event) => check(item, event.target.checked)}
          />
          <span className={styles.itemText}>
            <span id={nameId} className={styles.itemName}>
              {item.name}
            </span>
            {unsent ? <NotSentMark id={`${nameId}-unsent`} /> : null}
            {detail ? (
              <span id={`${nameId}-detail`} className={styles.itemDetail}>
                {detail}
              </span>
            ) : null}
          </span>
        </label>
      </li>
    );
  };

  return (
    <div ref={root} className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{list.name}</h1>
        {clearing ? <ClearingMark /> : null}
        <Link to="/specific-shopping-list/$listId" params={{ listId: list._id }} className={styles.link}>
          {intl.formatMessage(m.editList)}
        </Link>
      </div>
      <QuickAdd onAdd={onQuickAdd} isAdding={isAdding} />
      {list.items.length === 0 ? (
        <section className={styles.section} aria-labelledby={openHeading}>
          <h2 id={openHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.emptyHeading)}
          </h2>
          <p className={styles.muted}>{intl.formatMessage(m.emptyBody)}</p>
        </section>
      ) : (
        <>
          <section aria-labelledby={openHeading} className={styles.group}>
            <h2 id={openHeading} className={styles.sectionHeading}>
              {intl.formatMessage(m.toBuy)} ({open.length})
            </h2>
            {open.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.allDone)}</p> : <ul className={styles.items} aria-labelledby={openHeading}>{open.map(renderItem)}</ul>}
          </section>
          {checked.length > 0 ? (
            <section aria-labelledby={checkedHeading} className={styles.group}>
              <h2 id={checkedHeading} className={styles.sectionHeading}>
                {intl.formatMessage(m.inCart)} ({checked.length})
              </h2>
              <ul className={styles.items} aria-labelledby={checkedHeading}>
                {checked.map(renderItem)}
              </ul>
              <PutIntoStorage {...storage} checkedCount={checked.length} />
            </section>
          ) : null}
        </>
      )}
      {undoable ? (
        <UndoNotice
          text={intl.formatMessage(undoable.checked ? mv.checked : mv.unchecked, { name: undoable.item.name })}
          onUndo={() => {
            onCheck(undoable.item, !undoable.checked);
            focusRequest.current = { key: undoable.item._id, once: { id: undoable.item._id, checked: !undoable.checked } };
            setLastChange(null);
          }}
          onDismiss={() => setLastChange(null)}
        />
      ) : null}
    </div>
  );
}

/** The quick add field: what to buy, with an amount if given ("2 l milk", "500 g flour"). */
function QuickAdd({ onAdd, isAdding }: { onAdd: (text: string) => Promise<unknown>; isAdding: boolean }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(intl.formatMessage(m.itemRequired));
      input.current?.focus();
      return;
    }
    // The field empties once added, keeping the caret for the next item; a refusal keeps the text.
    onAdd(text.trim()).then(() => setText(''), () => undefined);
  };
  return (
    <form className={styles.quickAdd} onSubmit={submit} noValidate>
      <TextField
        ref={input}
        label={intl.formatMessage(m.quickAdd)}
        hint={intl.formatMessage(m.quickAddHint)}
        value={text}
        error={error}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className={styles.quickAddButton}>
        <Button type="submit" variant="primary" disabled={isAdding} aria-busy={isAdding}>
          {intl.formatMessage(m.add)}
        </Button>
      </div>
    </form>
  );
}

