import type { SpecRoute } from '../../router/specRoutes.testData';

/** The `settings` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/settings', access: 'auth', area: 'settings', samples: ['/settings'] },
  { spec: '/settings/tags', access: 'auth', area: 'settings', samples: ['/settings/tags'] },
  { spec: '/settings/data', access: 'auth', area: 'settings', samples: ['/settings/data'] },
  { spec: '/settings/profile', access: 'auth', area: 'settings', samples: ['/settings/profile'] },
];
