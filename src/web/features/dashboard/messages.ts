import { defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  name: { id: 'dashboard.area.name', defaultMessage: 'Dashboard' },
});
