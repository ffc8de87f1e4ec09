import { defineMessages } from 'react-intl';

/** The gone page, and the pages while they load or after they failed. */
export const statusMessages = defineMessages({
  goneHeading: { id: 'public.status.goneHeading', defaultMessage: 'This link is gone' },
  goneBody: {
    id: 'public.status.goneBody',
    defaultMessage: 'Whoever shared it has revoked it, or it has expired, or it never existed. Ask them for a new link.',
  },
  signIn: { id: 'public.status.signIn', defaultMessage: 'Sign in to Lifelog' },
  home: { id: 'public.status.home', defaultMessage: 'Go to your home page' },
  loading: { id: 'public.status.loading', defaultMessage: 'Loading what was shared…' },
  loadFailed: { id: 'public.status.failed', defaultMessage: 'What was shared could not be loaded. Check your connection and try again.' },
});

/** A shared drink. */
export const drinkMessages = defineMessages({
  ingredients: { id: 'public.drink.ingredients', defaultMessage: 'Ingredients' },
  noIngredients: { id: 'public.drink.noIngredients', defaultMessage: 'No ingredients are written down.' },
  servings: { id: 'public.drink.servings', defaultMessage: 'Servings' },
  fewer: { id: 'public.drink.fewer', defaultMessage: 'One serving fewer' },
  more: { id: 'public.drink.more', defaultMessage: 'One serving more' },
  units: { id: 'public.drink.units', defaultMessage: 'Measures' },
  written: { id: 'public.drink.asWritten', defaultMessage: 'As written' },
  ml: { id: 'public.drink.ml', defaultMessage: 'ml' },
  cl: { id: 'public.drink.cl', defaultMessage: 'cl' },
  oz: { id: 'public.drink.oz', defaultMessage: 'oz' },
  method: { id: 'public.drink.method', defaultMessage: 'Method' },
  glass: { id: 'public.drink.glass', defaultMessage: 'Glass' },
  garnish: { id: 'public.drink.garnish', defaultMessage: 'Garnish' },
  tags: { id: 'public.drink.tags', defaultMessage: 'Tags' },
});

// Typed so that formatMessage insists on the values.
export const countedMessages = defineMessages<{
  rating: { rating: number };
  servingsNow: { servings: number };
  drinkCount: { count: number };
  drinksSoFar: { count: number };
  itemCount: { count: number };
  itemsSoFar: { count: number };
}>({
  rating: { id: 'public.drink.rating', defaultMessage: 'Rated {rating} of 5' },
  servingsNow: { id: 'public.drink.servingsNow', defaultMessage: 'For {servings, plural, one {# serving} other {# servings}}' },
  drinkCount: { id: 'public.drinkCollection.drinkCount', defaultMessage: '{count, plural, one {# drink} other {# drinks}}' },
  drinksSoFar: { id: 'public.drinkCollection.drinksSoFar', defaultMessage: '{count, plural, one {# drink} other {# drinks}} shown, more to come' },
  itemCount: { id: 'public.collection.itemCount', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  itemsSoFar: { id: 'public.collection.itemsSoFar', defaultMessage: '{count, plural, one {# item} other {# items}} shown, more to come' },
});

/** A shared drink collection. */
export const drinkCollectionMessages = defineMessages({
  contents: { id: 'public.drinkCollection.contents', defaultMessage: 'Drinks in this collection' },
  empty: { id: 'public.drinkCollection.empty', defaultMessage: 'This collection has no drinks yet.' },
  backToList: { id: 'public.drinkCollection.backToList', defaultMessage: 'Back to the list of drinks' },
  showMore: { id: 'public.drinkCollection.showMore', defaultMessage: 'Show more drinks' },
});

/** A shared collection. */
export const collectionMessages = defineMessages({
  empty: { id: 'public.collection.empty', defaultMessage: 'This collection has no items yet.' },
  items: { id: 'public.collection.items', defaultMessage: 'Items' },
  yes: { id: 'public.collection.yes', defaultMessage: 'Yes' },
  no: { id: 'public.collection.no', defaultMessage: 'No' },
  showMore: { id: 'public.collection.showMore', defaultMessage: 'Show more items' },
});
