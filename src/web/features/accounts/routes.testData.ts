import type { SpecRoute } from '../../router/specRoutes.testData';

/** The `accounts` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/login', access: 'none', area: 'accounts', samples: ['/login'] },
  { spec: '/Auth', access: 'none', area: 'accounts', samples: ['/Auth'] },
  { spec: '/register', access: 'none', area: 'accounts', samples: ['/register'] },
  { spec: '/password-login', access: 'auth', area: 'accounts', samples: ['/password-login'] },
  // Spec §2: "A 'Setup user profile' screen exists; its route is not shown." The path is ours.
  { spec: '/setup-profile', access: 'auth', area: 'accounts', samples: ['/setup-profile'] },
];
