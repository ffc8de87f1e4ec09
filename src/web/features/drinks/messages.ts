import { defineMessages } from 'react-intl';

export const drinksMessages = defineMessages({
  name: { id: 'drinks.area.name', defaultMessage: 'Drinks' },
});
