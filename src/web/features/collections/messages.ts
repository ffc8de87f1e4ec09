import { defineMessages } from 'react-intl';

export const collectionsMessages = defineMessages({
  name: { id: 'collections.area.name', defaultMessage: 'Collections' },
});
