import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  name: { id: 'settings.area.name', defaultMessage: 'Settings' },
});
