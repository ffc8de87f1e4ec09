import { defineMessages } from 'react-intl';

export const timeMessages = defineMessages({
  name: { id: 'time.area.name', defaultMessage: 'Time tracker' },
  link: { id: 'time.area.link', defaultMessage: 'Time Tracker' },
});
