import { defaultPreferences } from '../../domain/preferences';
import type { LocalUser } from '../session/localSession';

/** A signed-in user for tests and stories; override what the case is about. */
export function testUser(overrides: Partial<LocalUser> = {}): LocalUser {
  return {
    _id: 'user00000001',
    username: 'ada',
    userSessionId: 'session00001',
    is2faEnabled: false,
    hasExtraPassword: false,
    access: { token: 'access-token', refreshToken: 'refresh-token', created: new Date().toISOString(), expiresIn: 3600 },
    preferences: { ...defaultPreferences },
    ...overrides,
  };
}
