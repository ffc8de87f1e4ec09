import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
/** The page titles (and headings) of /time-tracker, its admin and a group's admin page. */
export const trackerTitles = defineMessages({
  tracker: { id: 'time.tracker.heading', defaultMessage: 'Time tracker' },
  admin: { id: 'time.admin.heading', defaultMessage: 'Manage time groups' },
  group: { id: 'time.admin.groupHeading', defaultMessage: 'Edit group' },
});
