import type { NoteContext, NoteContextWithEntries } from '../queries';

// What the contexts' stories show: a few contexts, one with a long name and description that must
// wrap on a phone, and one context's entries across three notes (Markdown with a table and a link).

const at = '2026-01-10T09:00:00.000Z';

export const contextsFixture: NoteContext[] = [
  { _id: 'ctx000000001', name: 'Anna', description: 'My sister. Lives in Umeå.', createdAt: at, entryCount: 3 },
  { _id: 'ctx000000002', name: 'Bike trip to the coast', description: '', createdAt: at, entryCount: 0 },
  { _id: 'ctx000000003', name: 'Garden', description: 'The allotment by the river.\nPlot 14.', createdAt: at, entryCount: 12 },
  {
    _id: 'ctx000000004',
    name: 'Kommunfullmäktigesammanträdesprotokollsjusterare',
    description: 'A deliberately long name and description, to show that both wrap rather than widen the page on a phone.',
    createdAt: at,
    entryCount: 1,
  },
];

const entry = (_id: string, text: string) => ({ _id, text, createdAt: at, updatedAt: at, contextIds: ['ctx000000001'] });

export const contextWithEntriesFixture: NoteContextWithEntries = {
  context: contextsFixture[0]!,
  entries: [
    { noteId: 'note00000003', noteName: 'Friday', effectiveDate: '2026-01-16', entry: entry('entry0000005', 'Anna came for **dinner**; we played chess until late.') },
    {
      noteId: 'note00000003',
      noteName: 'Friday',
      effectiveDate: '2026-01-16',
      entry: entry('entry0000006', '| Game | Winner |\n| --- | --- |\n| 1 | Anna |\n| 2 | me |\n| 3 | Anna, after a very long endgame that went on and on |'),
    },
    { noteId: 'note00000002', noteName: 'Moving day', effectiveDate: '2026-01-12', entry: entry('entry0000003', 'Helped Anna move. Her new place: [map](https://example.org/map).') },
    { noteId: 'note00000001', noteName: 'New year', effectiveDate: '2026-01-01', entry: entry('entry0000001', '- called Anna\n- sent the ~~letters~~ photos') },
  ],
};
