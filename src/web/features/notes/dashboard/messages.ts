import { defineMessages } from 'react-intl';

/** The notes area's card on the dashboard (hubs/dashboard). */
export const notesDashboardMessages = defineMessages({
  heading: { id: 'notes.dashboard.heading', defaultMessage: 'Notes' },
  opening: { id: 'notes.dashboard.opening', defaultMessage: 'Opening…' },
  noJournal: {
    id: 'notes.dashboard.noJournal',
    defaultMessage: 'No journal is chosen yet. Any notes collection can be your journal: choose it on the collection’s edit page.',
  },
  chooseJournal: { id: 'notes.dashboard.chooseJournal', defaultMessage: 'Choose a journal' },
  notesHeading: { id: 'notes.dashboard.notesHeading', defaultMessage: 'Notes of this day' },
  otherNotesHeading: { id: 'notes.dashboard.otherNotesHeading', defaultMessage: 'Other notes of this day' },
  outsideCollection: { id: 'notes.dashboard.outsideCollection', defaultMessage: 'Outside any collection' },
  answers: { id: 'notes.dashboard.answers', defaultMessage: 'Answers' },
});

/** The card's messages with placeholders, typed so a missing value fails to compile. */
export const notesDashboardValueMessages = defineMessages<{
  journalHeading: { name: string };
  writeJournal: { date: string };
  more: { count: number };
}>({
  journalHeading: { id: 'notes.dashboard.journalHeading', defaultMessage: 'Journal: {name}' },
  writeJournal: { id: 'notes.dashboard.writeJournal', defaultMessage: 'Write the journal for {date}' },
  more: { id: 'notes.dashboard.more', defaultMessage: '{count, plural, one {# more note} other {# more notes}}' },
});
