import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `drinks` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/drink-collections', access: 'auth', area: 'drinks', samples: ['/drink-collections'] },
  { spec: '/drink-collection/:id', access: 'auth', area: 'drinks', samples: [`/drink-collection/${id}`] },
  { spec: '/drink/:id', access: 'auth', area: 'drinks', samples: [`/drink/${id}`] },
];
