import type { Share } from './shareQueries';

/** The clock the stories count expiry from. */
export const fixtureNow = new Date('2026-11-26T12:00:00Z');

const base = { kind: 'drink', targetId: 'drnk00000001', targetName: 'Negroni', expired: false } as const;

/** A Negroni's links: one for a friend that ends in a week, one on the menu that never does, one that ran out. */
export const sharesFixture: Share[] = [
  { ...base, _id: 'shar00000003', token: 'weekLinkToken', url: '/public/drink/weekLinkToken', expiresAt: '2026-12-03T12:00:00Z', createdAt: '2026-11-26T11:00:00Z' },
  { ...base, _id: 'shar00000002', token: 'menuLinkToken', url: '/public/drink/menuLinkToken', expiresAt: null, createdAt: '2026-11-20T09:30:00Z' },
  { ...base, _id: 'shar00000001', token: 'oldLinkToken', url: '/public/drink/oldLinkToken', expiresAt: '2026-11-01T00:00:00Z', expired: true, createdAt: '2026-10-01T08:00:00Z' },
];
