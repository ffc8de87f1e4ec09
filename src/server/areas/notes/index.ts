import { defineArea } from '../../area';
import { notesAccountData } from './accountData';
import { notesDashboardSection } from './dashboardSection';
import { createNotesHandlers } from './handlers';
import * as m20261126T0000 from './migrations/20261126T0000_notes';
import * as m20261127T1815 from './migrations/20261127T1815_note_search_owner';
import * as m20261127T1945 from './migrations/20261127T1945_note_search_secure_delete';
import { notesSettings } from './settings';

/** Notes and journal: collections with questions, notes with answers and entries, contexts and search. */
export const notes = defineArea({
  name: 'notes',
  settings: notesSettings,
  handlers: createNotesHandlers,
  accountData: notesAccountData,
  dashboardSection: notesDashboardSection,
  migrations: {
    '20261126T0000_notes': m20261126T0000,
    '20261127T1815_note_search_owner': m20261127T1815,
    '20261127T1945_note_search_secure_delete': m20261127T1945,
  },
});
