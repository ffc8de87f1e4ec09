// Sample data for the collection screens' stories: a journal with three questions and a page of
// its notes, a reading log with split titles, and notes kept outside any collection.
import type { NotePage, NoteSummary, NotesCollection } from '../queries';

const options = { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false };

export const journalFixture: NotesCollection = {
  _id: 'notesjournal',
  name: 'Journal',
  createdAt: '2026-01-01T08:00:00.000Z',
  questions: [
    { _id: 'questsleep01', text: 'How did you sleep?', type: 'text', displayInList: false },
    { _id: 'questmood001', text: 'Mood', type: 'scale', displayInList: true },
    { _id: 'questexerci1', text: 'Exercised', type: 'yesNo', displayInList: true },
  ],
  options: { ...options, displayInList: true },
  noteCount: 42,
};

export const readingFixture: NotesCollection = {
  _id: 'notesreading',
  name: 'Reading log with a rather long name that has to wrap on a phone',
  createdAt: '2026-01-05T08:00:00.000Z',
  questions: [],
  options: { ...options, splitTitle: true },
  noteCount: 1,
};

export const emptyFixture: NotesCollection = { _id: 'notesideas01', name: 'Ideas', createdAt: '2026-02-01T08:00:00.000Z', questions: [], options, noteCount: 0 };

export const collectionsFixture: NotesCollection[] = [journalFixture, readingFixture, emptyFixture];

const day = (index: number) => `2026-03-${String(20 - index).padStart(2, '0')}`;

/** The journal's first page: newest date first, the mood and exercise answers shown. */
export const journalPageFixture: NotePage = {
  pageNumber: 1,
  totalPages: 3,
  notes: Array.from({ length: 6 }, (_, index): NoteSummary => ({
    _id: `notejournal${index}`,
    name: day(index),
    secondName: '',
    notesCollectionId: journalFixture._id,
    effectiveDate: day(index),
    createdAt: `${day(index)}T21:00:00.000Z`,
    entryCount: index % 3,
    listAnswers: [
      { questionId: 'questmood001', text: 'Mood', type: 'scale', displayInList: true, value: index === 2 ? null : 8 - index },
      { questionId: 'questexerci1', text: 'Exercised', type: 'yesNo', displayInList: true, value: index % 2 === 0 },
    ],
  })),
};

export const outsidePageFixture: NotePage = {
  pageNumber: 1,
  totalPages: 1,
  notes: [
    {
      _id: 'notekept0001',
      name: 'Dune',
      secondName: 'Frank Herbert',
      notesCollectionId: null,
      effectiveDate: '2025-12-24',
      createdAt: '2025-12-24T10:00:00.000Z',
      entryCount: 3,
      listAnswers: [],
    },
  ],
};

export const emptyPageFixture: NotePage = { pageNumber: 1, totalPages: 1, notes: [] };
