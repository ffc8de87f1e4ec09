import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import * as styles from './drinks.css';
import { isFiltered } from './drinkFilters';
import type { CollectionSearch, DrinkSort } from './pageSearch';
import { collectionMessages as m, collectionValueMessages as mv } from './screenMessages';

export interface DrinkFiltersProps {
  search: CollectionSearch;
  onChange: (search: CollectionSearch) => void;
  /** The tags and ingredients the collection's drinks have, to choose from. */
  tags: readonly string[];
  ingredients: readonly string[];
  /** Counts the times the filters were cleared from outside (the list's Clear filters): each empties the box. */
  clearCount: number;
}

const sortLabels = { name: m.sortName, rating: m.sortRating, newest: m.sortNewest } as const;

/** The search box, the tag, ingredient and rating filters and the sort; every change goes to the URL at once. */
export function DrinkFilters({ search, onChange, tags, ingredients, clearCount }: DrinkFiltersProps) {
  const intl = useIntl();
  const headingId = useId();
  // The box keeps what is typed (the URL follows), so typing never waits on the router.
  const [text, setText] = useState(search.q ?? '');
  const [seenClears, setSeenClears] = useState(clearCount);
  if (clearCount !== seenClears) {
    setSeenClears(clearCount);
    setText('');
  }
  const set = (change: Partial<CollectionSearch>) => onChange({ ...search, ...change });
  const select = (label: string, value: string, options: ReadonlyArray<readonly [string, string]>, onSelect: (value: string) => void) => (
    <SelectField label={label} value={value} options={options} onSelect={onSelect} />
  );
  const any = intl.formatMessage(m.any);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.findHeading)}
      </h2>
      <div role="search" className={styles.form}>
        <TextField
          label={intl.formatMessage(m.search)}
          type="search"
          value={text}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            set({ q: event.target.value.trim() || undefined });
          }}
        />
        <div className={styles.fieldRow}>
          {select(intl.formatMessage(m.tag), search.tag ?? '', [['', any], ...tagOptions(tags, search.tag)], (tag) => set({ tag: tag || undefined }))}
          {select(intl.formatMessage(m.ingredient), search.ingredient ?? '', [['', any], ...tagOptions(ingredients, search.ingredient)], (ingredient) =>
            set({ ingredient: ingredient || undefined }),
          )}
          {select(
            intl.formatMessage(m.rating),
            String(search.rating ?? ''),
            [['', any], ...[5, 4, 3, 2, 1].map((rating) => [String(rating), intl.formatMessage(mv.atLeast, { rating })] as const)],
            (rating) => set({ rating: rating ? Number(rating) : undefined }),
          )}
          {select(
            intl.formatMessage(m.sort),
            search.sort ?? 'name',
            (['name', 'rating', 'newest'] as const).map((sort) => [sort, intl.formatMessage(sortLabels[sort])] as const),
            (sort) => set({ sort: sort === 'name' ? undefined : (sort as Exclude<DrinkSort, 'name'>) }),
          )}
        </div>
        {isFiltered(search) ? (
          <div>
            <Button
              onClick={() => {
                setText('');
                onChange(search.sort ? { sort: search.sort } : {});
              }}
            >
              {intl.formatMessage(m.clearFilters)}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The options of a filter: each value, plus the one in the URL when no drink has it any more (so the choice still shows). */
function tagOptions(values: readonly string[], current: string | undefined): Array<readonly [string, string]> {
  const all = current && !values.some((value) => value.toLowerCase() === current.toLowerCase()) ? [...values, current] : values;
  return all.map((value) => [value, value] as const);
}

function SelectField({ label, value, options, onSelect }: { label: string; value: string; options: ReadonlyArray<readonly [string, string]>; onSelect: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onSelect(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
