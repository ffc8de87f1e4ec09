import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table carries only these.
/** The page titles (and headings) of /time-tracker/import and /time-tracker/export. */
export const transferTitles = defineMessages({
  import: { id: 'time.transfer.importHeading', defaultMessage: 'Import time' },
  export: { id: 'time.transfer.exportHeading', defaultMessage: 'Export time' },
});
