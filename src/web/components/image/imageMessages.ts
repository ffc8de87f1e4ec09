import { defineMessages } from 'react-intl';

/** The stored-image pieces' texts (shared catalogue: recipes now, drinks and collection items later). */
export const imageMessages = defineMessages({
  loading: { id: 'components.image.loading', defaultMessage: 'Loading the photo…' },
  loadFailed: { id: 'components.image.loadFailed', defaultMessage: 'The photo could not be loaded.' },
  photo: { id: 'components.image.photo', defaultMessage: 'Photo' },
  takePhoto: { id: 'components.image.takePhoto', defaultMessage: 'Take a photo' },
  hint: { id: 'components.image.hint', defaultMessage: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.' },
  uploading: { id: 'components.image.uploading', defaultMessage: 'Uploading the photo…' },
  uploaded: { id: 'components.image.uploaded', defaultMessage: 'Photo uploaded' },
  uploadFailed: { id: 'components.image.uploadFailed', defaultMessage: 'The photo could not be uploaded.' },
  tooLarge: { id: 'components.image.tooLarge', defaultMessage: 'That file is larger than 5 MB. Choose a smaller photo.' },
  remove: { id: 'components.image.remove', defaultMessage: 'Remove photo' },
});
