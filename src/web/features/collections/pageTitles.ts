import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
// /collections is titled with the area's name ("Collections").
/** The page titles of a collection's page and an item's page (their h1 is the collection's name or the item's title). */
export const collectionsTitles = defineMessages({
  collection: { id: 'collections.title.collection', defaultMessage: 'Collection' },
  item: { id: 'collections.title.item', defaultMessage: 'Collection item' },
});
