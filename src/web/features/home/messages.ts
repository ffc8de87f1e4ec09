import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  name: { id: 'home.area.name', defaultMessage: 'Home' },
});
