import type { SpecRoute } from '../../router/specRoutes.testData';

/** The `settingsAuth` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/settings/auth', access: 'auth', area: 'settingsAuth', samples: ['/settings/auth'] },
];
