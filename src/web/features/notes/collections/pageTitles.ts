import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
// /notes-collections is titled with the area's name ("Notes", ../messages.ts).
/** The page titles of a notes collection's page and its edit page (their h1 is the collection's name). */
export const collectionTitles = defineMessages({
  collection: { id: 'notes.collections.title.collection', defaultMessage: 'Notes collection' },
  edit: { id: 'notes.collections.title.edit', defaultMessage: 'Edit notes collection' },
});
