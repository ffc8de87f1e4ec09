import type { CollectionSearch } from './pageSearch';
import type { Drink } from './queries';

// A collection's drinks as the page lists them: the server answers them whole and by name, and the
// page narrows them by the search, a tag, an ingredient and a lowest rating, then sorts them.

const fold = (text: string) => text.trim().toLocaleLowerCase();

/** Each value once ignoring case (its first spelling), in alphabetical order. */
function distinct(values: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) if (value.trim() && !byKey.has(fold(value))) byKey.set(fold(value), value.trim());
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

/** Every tag of the drinks, for the tag filter. */
export function tagsOf(drinks: readonly Drink[]): string[] {
  return distinct(drinks.flatMap((drink) => drink.tags));
}

/** Every ingredient (the food, as the server read it) of the drinks, for the ingredient filter. */
export function ingredientsOf(drinks: readonly Drink[]): string[] {
  return distinct(drinks.flatMap((drink) => drink.ingredients.map((ingredient) => ingredient.name)));
}

/** Whether any filter is on (the sort is not a filter). */
export function isFiltered(search: CollectionSearch): boolean {
  return Boolean(search.q || search.tag || search.ingredient || search.rating);
}

function matches(drink: Drink, search: CollectionSearch): boolean {
  if (search.tag && !drink.tags.some((tag) => fold(tag) === fold(search.tag!))) return false;
  if (search.ingredient && !drink.ingredients.some((ingredient) => fold(ingredient.name) === fold(search.ingredient!))) return false;
  if (search.rating && (drink.rating ?? 0) < search.rating) return false;
  if (search.q) {
    const wanted = fold(search.q);
    const words = [drink.name, drink.glass, drink.garnish, ...drink.tags, ...drink.ingredients.map((ingredient) => ingredient.text)];
    if (!words.some((word) => fold(word).includes(wanted))) return false;
  }
  return true;
}

const byName = (a: Drink, b: Drink) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
const sorts = {
  name: byName,
  /** Highest first; unrated last; then by name. */
  rating: (a: Drink, b: Drink) => (b.rating ?? 0) - (a.rating ?? 0) || byName(a, b),
  newest: (a: Drink, b: Drink) => b.createdAt.localeCompare(a.createdAt) || byName(a, b),
};

/** The drinks the search and filters let through, in the order chosen (by name when none is). */
export function filterDrinks(drinks: readonly Drink[], search: CollectionSearch): Drink[] {
  return drinks.filter((drink) => matches(drink, search)).sort(sorts[search.sort ?? 'name']);
}
