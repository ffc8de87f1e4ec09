import { defineMessages } from 'react-intl';

export const commandLineMessages = defineMessages({
  name: { id: 'commandLine.area.name', defaultMessage: 'Command line' },
});
