import { defineMessages } from 'react-intl';

/** Text shared by more than one shell part (the burger and the footer toggle name the same thing). */
export const shellMessages = defineMessages({
  appName: { id: 'shell.common.appName', defaultMessage: 'Lifelog' },
  sidebarToggle: { id: 'shell.common.sidebarToggle', defaultMessage: 'Sidebar' },
});
