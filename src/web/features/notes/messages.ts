import { defineMessages } from 'react-intl';

export const notesMessages = defineMessages({
  name: { id: 'notes.area.name', defaultMessage: 'Notes' },
});
