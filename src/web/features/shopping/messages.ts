import { defineMessages } from 'react-intl';

export const shoppingMessages = defineMessages({
  name: { id: 'shopping.area.name', defaultMessage: 'Shopping lists' },
  link: { id: 'shopping.area.link', defaultMessage: 'Shopping List' },
});
