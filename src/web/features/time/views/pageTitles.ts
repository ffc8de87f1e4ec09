import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
/** The views' page titles (route `staticData`), which are also their headings. */
export const viewTitles = defineMessages({
  list: { id: 'time.views.titles.list', defaultMessage: 'Time groups' },
  timeline: { id: 'time.views.titles.timeline', defaultMessage: 'Timeline' },
  graph: { id: 'time.views.titles.graph', defaultMessage: 'Graph' },
  calculate: { id: 'time.views.titles.calculate', defaultMessage: 'Calculate' },
  group: { id: 'time.views.titles.group', defaultMessage: 'Time group' },
});
