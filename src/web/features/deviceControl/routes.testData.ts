import type { SpecRoute } from '../../router/specRoutes.testData';

/** The `deviceControl` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/settings/device-control', access: 'auth', area: 'deviceControl', samples: ['/settings/device-control'] },
];
