import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only this.
/** The page title (and heading) of /notes-transfer. */
export const transferTitles = defineMessages({
  title: { id: 'notes.transfer.title', defaultMessage: 'Import and export notes' },
});
