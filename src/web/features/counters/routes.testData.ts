import type { SpecRoute } from '../../router/specRoutes.testData';

/** The `counters` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/counter-groups', access: 'auth', area: 'counters', samples: ['/counter-groups'] },
];
