import type { NamedCollectionsMessages } from './NamedCollectionsScreen';

// The texts are the caller's (an area's catalogue): plain descriptors stand in for them here.
const text = (id: string, defaultMessage: string) => ({ id, defaultMessage });

export const messagesFixture: NamedCollectionsMessages = {
  title: text('story.title', 'Shelves'),
  heading: text('story.heading', 'Your shelves'),
  emptyHeading: text('story.emptyHeading', 'Start your first shelf'),
  emptyBody: text('story.emptyBody', 'A shelf keeps things together.'),
  loading: text('story.loading', 'Loading your shelves…'),
  loadFailed: text('story.loadFailed', 'Your shelves could not be fetched.'),
  addLabel: text('story.addLabel', 'New shelf'),
  add: text('story.add', 'Add shelf'),
  rename: text('story.rename', 'Rename'),
  renameNamed: text('story.renameNamed', 'Rename {name}'),
  delete: text('story.delete', 'Delete'),
  deleteNamed: text('story.deleteNamed', 'Delete {name}'),
  newName: text('story.newName', 'New name for {name}'),
  save: text('story.save', 'Save'),
  nameRequired: text('story.nameRequired', 'Give the shelf a name'),
  cancel: text('story.cancel', 'Cancel'),
};

export const shelvesFixture = [
  { _id: 'shelf0000001', name: 'Kitchen' },
  { _id: 'shelf0000002', name: 'Garage' },
  { _id: 'shelf0000003', name: 'A shelf with a name long enough to wrap on a phone, as names do' },
];
