import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
// /storage-groups is titled with the area's name ("Storage").
/** The page titles of a group's page and an item's page (their h1 is the group's or item's name). */
export const storageTitles = defineMessages({
  group: { id: 'storage.title.group', defaultMessage: 'Storage place' },
  item: { id: 'storage.title.item', defaultMessage: 'Stored item' },
});
