import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
/** The page titles (and headings) of the heartbeat screens and the integrations page. */
export const heartbeatTitles = defineMessages({
  create: { id: 'time.heartbeats.createHeading', defaultMessage: 'New heartbeat URL' },
  list: { id: 'time.heartbeats.listHeading', defaultMessage: 'Heartbeat URLs' },
  edit: { id: 'time.heartbeats.editHeading', defaultMessage: 'Edit heartbeat URL' },
  integrations: { id: 'time.integrations.heading', defaultMessage: 'Integrations' },
});
