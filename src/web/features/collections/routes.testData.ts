import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `collections` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/collections', access: 'auth', area: 'collections', samples: ['/collections'] },
  { spec: '/collection/:id', access: 'auth', area: 'collections', samples: [`/collection/${id}`] },
  { spec: '/item/:id', access: 'auth', area: 'collections', samples: [`/item/${id}`] },
];
