import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `notes` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/notes-collections', access: 'auth', area: 'notes', samples: ['/notes-collections'] },
  { spec: '/notes-collection/:id', access: 'auth', area: 'notes', samples: [`/notes-collection/${id}`] },
  { spec: '/notes-collection/:id/edit', access: 'auth', area: 'notes', samples: [`/notes-collection/${id}/edit`] },
  { spec: '/note/:id', access: 'auth', area: 'notes', samples: [`/note/${id}`] },
  { spec: '/note-contexts', access: 'auth', area: 'notes', samples: ['/note-contexts'] },
  { spec: '/note-context/:contextId', access: 'auth', area: 'notes', samples: [`/note-context/${id}`] },
  { spec: '/notes-transfer', access: 'auth', area: 'notes', samples: ['/notes-transfer'] },
];
