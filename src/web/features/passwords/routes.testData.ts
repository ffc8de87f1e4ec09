import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `passwords` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/password-parent', access: 'extra', area: 'passwords', samples: ['/password-parent'] },
  { spec: '/password-groups', access: 'extra', area: 'passwords', samples: ['/password-groups'] },
  { spec: '/password-group/:groupId', access: 'extra', area: 'passwords', samples: [`/password-group/${id}`] },
  { spec: '/password/:passwordId', access: 'extra', area: 'passwords', samples: [`/password/${id}`] },
  { spec: '/add-password/:groupId', access: 'extra', area: 'passwords', samples: [`/add-password/${id}`] },
];
