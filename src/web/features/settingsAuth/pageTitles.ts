import { defineMessages } from 'react-intl';

// Apart from screenMessages.ts, so the route table (in the first screen's code) carries only these.
export const pageTitles = defineMessages({
  security: { id: 'settingsAuth.screen.heading', defaultMessage: 'Security' },
});
