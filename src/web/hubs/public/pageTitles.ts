import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
/** The area's name (shell text) and the public pages' titles (their h1 is the shared thing's name). */
export const publicTitles = defineMessages({
  name: { id: 'public.area.name', defaultMessage: 'Shared' },
  drink: { id: 'public.title.drink', defaultMessage: 'Shared drink' },
  drinkCollection: { id: 'public.title.drinkCollection', defaultMessage: 'Shared drinks' },
  collection: { id: 'public.title.collection', defaultMessage: 'Shared collection' },
});
