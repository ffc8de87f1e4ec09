import { defineMessages } from 'react-intl';

// The route table (in the first screen's code) imports this file: only the area's name, which
// loads with the shell (i18n/textParts.ts). The screen's texts are in screenMessages.ts.
export const dashboardMessages = defineMessages({
  name: { id: 'dashboard.area.name', defaultMessage: 'Dashboard' },
});
