import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  name: { id: 'home.area.name', defaultMessage: 'Home' },
  empty: { id: 'home.screen.empty', defaultMessage: 'Nothing to show here yet.' },
});
