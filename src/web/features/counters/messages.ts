import { defineMessages } from 'react-intl';

export const countersMessages = defineMessages({
  name: { id: 'counters.area.name', defaultMessage: 'Counters' },
  link: { id: 'counters.area.link', defaultMessage: 'Counter' },
});
