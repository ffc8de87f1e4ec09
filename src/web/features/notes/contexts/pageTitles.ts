import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
/** The page titles of /note-contexts and /note-context/:contextId (the list's is also its heading). */
export const contextTitles = defineMessages({
  contexts: { id: 'notes.contexts.heading', defaultMessage: 'Contexts' },
  context: { id: 'notes.context.title', defaultMessage: 'Context' },
});
