import { defineMessages } from 'react-intl';

export const accountsMessages = defineMessages({
  name: { id: 'accounts.area.name', defaultMessage: 'Account' },
});
