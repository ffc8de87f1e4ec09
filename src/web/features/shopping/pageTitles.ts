import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
// /shopping-lists and /shopping-list-parent are titled with the area's name ("Shopping lists").
/** The page titles of a list's shopping mode and its edit page (their h1 is the list's name). */
export const shoppingTitles = defineMessages({
  shopping: { id: 'shopping.title.shopping', defaultMessage: 'Shopping list' },
  edit: { id: 'shopping.title.edit', defaultMessage: 'Edit shopping list' },
});
