import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
export const stampPageTitles = defineMessages({
  subGroup: { id: 'time.stamps.pageTitle', defaultMessage: 'Sub group' },
  timeStamp: { id: 'time.stamp.pageTitle', defaultMessage: 'Time stamp' },
});
