import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `shopping` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/shopping-list-parent', access: 'auth', area: 'shopping', samples: ['/shopping-list-parent'] },
  { spec: '/shopping-lists', access: 'auth', area: 'shopping', samples: ['/shopping-lists'] },
  {
    spec: '/specific-shopping-list/:listId',
    access: 'auth',
    area: 'shopping',
    samples: [`/specific-shopping-list/${id}`],
  },
  { spec: '/shopping-list/:listId', access: 'auth', area: 'shopping', samples: [`/shopping-list/${id}`] },
];
