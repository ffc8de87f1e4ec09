import type { SessionView } from './SessionsSection';

// Data shared by the tests and stories of the security settings. Times are fixed, so relative
// dates ("5 minutes ago") stay the same in every run.

export const fixtureNow = new Date('2026-11-21T12:00:00Z');

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Listed as the server sends them: newest sign-in first, so the current one is not always first. */
export const sessionsFixture: SessionView[] = [
  {
    _id: 'sess00000003',
    device: null,
    userAgent: null,
    browser: null,
    os: null,
    created: '2026-11-21T11:30:00Z',
    lastUsed: '2026-11-21T11:59:30Z',
    current: false,
  },
  {
    _id: 'sess00000001',
    device: 'fp-1',
    userAgent: firefoxOnLinux,
    browser: 'Firefox',
    os: 'Linux',
    created: '2026-11-21T11:00:00Z',
    lastUsed: '2026-11-21T11:55:00Z',
    current: true,
  },
  {
    _id: 'sess00000002',
    device: 'fp-2',
    userAgent: safariOnIos,
    browser: 'Safari',
    os: 'iOS',
    created: '2026-10-01T08:30:00Z',
    lastUsed: '2026-11-20T12:00:00Z',
    current: false,
  },
];

export const setupFixture = {
  step: 'setup',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Lifelog:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lifelog',
} as const;

export const recoveryCodesFixture = [
  '3f9a-1c2e-77b0-d415',
  'a0b1-c2d3-e4f5-0617',
  '9e8d-7c6b-5a49-3827',
  '1122-3344-5566-7788',
  'deaf-beef-cafe-f00d',
  '0a1b-2c3d-4e5f-6a7b',
  'c0ff-ee00-1234-abcd',
  '5555-6666-7777-8888',
  'ab12-cd34-ef56-7890',
  'fe01-dc23-ba45-9876',
];
