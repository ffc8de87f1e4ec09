import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
// /drink-collections is titled with the area's name ("Drinks"); each page's h1 names its thing.
/** The page titles of a drink collection and a drink. */
export const drinksTitles = defineMessages({
  collection: { id: 'drinks.title.collection', defaultMessage: 'Drink collection' },
  drink: { id: 'drinks.title.drink', defaultMessage: 'Drink' },
});
