import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `recipes` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/recipe-collections', access: 'auth', area: 'recipes', samples: ['/recipe-collections'] },
  { spec: '/recipe-collection/:id', access: 'auth', area: 'recipes', samples: [`/recipe-collection/${id}`] },
  {
    spec: '/add-recipe/:collectionId/:edit?',
    access: 'auth',
    area: 'recipes',
    samples: [`/add-recipe/${id}`, `/add-recipe/${id}/edit`],
  },
  { spec: '/recipe/:id', access: 'auth', area: 'recipes', samples: [`/recipe/${id}`] },
  { spec: '/recipe-import/:collectionId?', access: 'auth', area: 'recipes', samples: ['/recipe-import', `/recipe-import/${id}`] },
];
