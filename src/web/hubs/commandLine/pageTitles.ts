import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
/** The area's name and its page's title (and heading, and the overlay's name). */
export const commandLineTitles = defineMessages({
  name: { id: 'commandLine.area.name', defaultMessage: 'Command line' },
  title: { id: 'commandLine.screen.title', defaultMessage: 'Command line' },
});
