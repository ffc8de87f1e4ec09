import type { ShallowTimeGroup, SubGroup } from '../../../../contract/types';
import type { NotesCollectionChoice } from './NotesCollectionSection';

// Groups, sub groups and notes collections for the admin's stories and component tests.

export const groupsFixture: ShallowTimeGroup[] = [
  { _id: 'group0000001', name: 'Home' },
  { _id: 'group0000002', name: 'Work' },
];

export const subGroupsFixture: SubGroup[] = [
  { _id: 'subgroup0001', name: 'Cooking', timeGroupId: 'group0000001', usage: 1, activeStamp: null },
  { _id: 'subgroup0002', name: 'Coding', timeGroupId: 'group0000002', usage: 12, activeStamp: null },
  { _id: 'subgroup0003', name: 'Meetings about the quarterly planning of the platform team', timeGroupId: 'group0000002', usage: 3, activeStamp: null },
];

/** Notes collections to choose from, in the notes area's order (oldest first). */
export const notesCollectionsFixture: NotesCollectionChoice[] = [
  { _id: 'notes0000001', name: 'Diary' },
  { _id: 'notes0000002', name: 'Work log' },
  { _id: 'notes0000003', name: 'Reading notes about the history of timekeeping and calendars' },
];
