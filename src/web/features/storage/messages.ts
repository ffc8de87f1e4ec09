import { defineMessages } from 'react-intl';

export const storageMessages = defineMessages({
  name: { id: 'storage.area.name', defaultMessage: 'Storage' },
});
