import { defineMessages } from 'react-intl';

export const passwordsMessages = defineMessages({
  name: { id: 'passwords.area.name', defaultMessage: 'Passwords' },
});
