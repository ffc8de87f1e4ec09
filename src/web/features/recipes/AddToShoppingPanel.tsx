import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { LoadStatus } from '../../components/status/LoadStatus';
import type { Loadable } from '../../api/loadable';
import type { NewShoppingItem, ShoppingList } from './queries';
import * as styles from './recipes.css';
import { shoppingMessages as m, shoppingValueMessages as mv } from './screenMessages';

/** An ingredient the panel offers: its line as shown (at the chosen servings) and the item it becomes. */
export interface ShoppingCandidate {
  key: string;
  label: string;
  item: NewShoppingItem;
}

/** What POST /shopping-item answered, counted. */
export interface AddedToList {
  added: number;
  merged: number;
}

export interface AddToShoppingPanelProps {
  id: string;
  lists: Loadable<readonly ShoppingList[]>;
  /** The user's default list (preferences.defaultShoppingList), chosen first. */
  defaultListId: string | null;
  candidates: readonly ShoppingCandidate[];
  isAdding: boolean;
  /** Adds the items to the list (merging the same food); resolves with the counts. */
  onAdd: (listId: string, items: NewShoppingItem[]) => Promise<AddedToList>;
  onRetryLists: () => void;
  onClose: () => void;
}

/**
 * "Add ingredients to shopping list": which list (the default first) and which ingredients (all
 * ticked, headings left out, amounts at the servings chosen). The answer says how many items were
 * new and how many went into the same food already on the list.
 */
export function AddToShoppingPanel({ id, lists, defaultListId, candidates, isAdding, onAdd, onRetryLists, onClose }: AddToShoppingPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const selectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosenList, setChosenList] = useState<string | null>(null);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  // What was added last (the list and the items, amounts and all): adding the same again would
  // double every amount on the list, so the button rests until the list, servings or ticks change.
  const [result, setResult] = useState<{ text: string; listId: string; listName: string; added: string } | null>(null);
  const openList = useRef<HTMLAnchorElement>(null);

  // Opened by its button: the reader goes on from its heading.
  useEffect(() => heading.current?.focus(), []);

  const ready = lists.status === 'ready' ? lists.data : [];
  const listId = chosenList ?? (ready.some((list) => list._id === defaultListId) ? defaultListId : (ready[0]?._id ?? null));

  const items = candidates.filter((candidate) => !unticked.has(candidate.key)).map((candidate) => candidate.item);
  const adding = JSON.stringify([listId, items]);
  const isAdded = result?.added === adding;

  // Added: the way on is the list (the button that was pressed now rests).
  useEffect(() => {
    if (isAdded) openList.current?.focus();
  }, [isAdded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!listId || isAdded) return;
    if (items.length === 0) {
      setProblem(intl.formatMessage(m.noneChosen));
      return;
    }
    setProblem(null);
    setResult(null);
    const listName = ready.find((list) => list._id === listId)?.name ?? '';
    onAdd(listId, items).then(
      (counts) => setResult({ text: intl.formatMessage(mv.result, { ...counts, list: listName }), listId, listName, added: adding }),
      () => undefined,
    );
  };

  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      {lists.status !== 'ready' ? (
        <LoadStatus status={lists.status} loadingText={intl.formatMessage(m.loadingLists)} failedText={intl.formatMessage(m.listsFailed)} onRetry={onRetryLists} />
      ) : ready.length === 0 ? (
        <>
          <p className={styles.muted}>{intl.formatMessage(m.noLists)}</p>
          <Link to="/shopping-lists" className={styles.link}>
            {intl.formatMessage(m.makeList)}
          </Link>
        </>
      ) : candidates.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.nothingToAdd)}</p>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <div className={form.field}>
            <label htmlFor={selectId} className={form.label}>
              {intl.formatMessage(m.list)}
            </label>
            <select id={selectId} className={styles.select} value={listId ?? ''} onChange={(event) => setChosenList(event.target.value)}>
              {ready.map((list) => (
                <option key={list._id} value={list._id}>
                  {list._id === defaultListId ? intl.formatMessage(mv.defaultList, { name: list.name }) : list.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(m.ingredients)}</legend>
            <ul className={styles.choices}>
              {candidates.map((candidate) => (
                <li key={candidate.key}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={!unticked.has(candidate.key)}
                      onChange={(event) => {
                        const next = new Set(unticked);
                        if (event.target.checked) next.delete(candidate.key);
                        else next.add(candidate.key);
                        setUnticked(next);
                      }}
                    />
                    {candidate.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <p role="alert" className={form.alert}>
            {problem}
          </p>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={isAdding || isAdded} aria-busy={isAdding}>
              {intl.formatMessage(isAdded ? m.added : m.addToList)}
            </Button>
            <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          </div>
        </form>
      )}
      <p role="status" className={styles.status}>
        {result?.text ?? ''}
      </p>
      {result ? (
        <Link ref={openList} to="/shopping-list/$listId" params={{ listId: result.listId }} className={styles.link}>
          {intl.formatMessage(mv.openList, { name: result.listName })}
        </Link>
      ) : null}
      {lists.status !== 'ready' || ready.length === 0 || candidates.length === 0 ? (
        <div>
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        </div>
      ) : null}
    </section>
  );
}
