import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only this.
export const notePageTitles = defineMessages({
  note: { id: 'notes.note.pageTitle', defaultMessage: 'Note' },
});
