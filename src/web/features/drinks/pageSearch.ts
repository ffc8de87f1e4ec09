// Kept light: the route table (and so this file) is in the first screen's code.

/** How a collection's drinks are ordered. */
export const drinkSorts = ['name', 'rating', 'newest'] as const;
export type DrinkSort = (typeof drinkSorts)[number];

/**
 * /drink-collection/:id's search params: the search text, a tag, an ingredient, the lowest rating
 * and the sort. In the URL so the back button and a reload keep them; absent means "any" (and
 * sort by name).
 */
export interface CollectionSearch {
  q?: string;
  tag?: string;
  ingredient?: string;
  rating?: number;
  sort?: Exclude<DrinkSort, 'name'>;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined);

/** Anything malformed is dropped (that filter is off), never an error page. */
export function validateCollectionSearch(search: Record<string, unknown>): CollectionSearch {
  const rating = Number(search.rating);
  const sort = search.sort === 'rating' || search.sort === 'newest' ? search.sort : undefined;
  const valid: CollectionSearch = {
    q: text(search.q, 200),
    tag: text(search.tag, 50),
    ingredient: text(search.ingredient, 200),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    sort,
  };
  return Object.fromEntries(Object.entries(valid).filter(([, value]) => value !== undefined)) as CollectionSearch;
}

/** /drink/:id?edit=true opens the drink with its form open: a drink just added by name. */
export interface DrinkSearch {
  edit?: true;
}

export function validateDrinkSearch(search: Record<string, unknown>): DrinkSearch {
  return search.edit === true || search.edit === 'true' ? { edit: true } : {};
}
