import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `storage` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/storage-groups', access: 'auth', area: 'storage', samples: ['/storage-groups'] },
  { spec: '/storage-group/:storageGroupId', access: 'auth', area: 'storage', samples: [`/storage-group/${id}`] },
  { spec: '/storage-item/:storageItemId', access: 'auth', area: 'storage', samples: [`/storage-item/${id}`] },
];
