// Which calls carry which token (spec §7, DESIGN §2). Paths are the contract's paths, without the
// `/api` prefix, exactly as openapi.yaml spells them (`/auth/user/{id}`, not a filled-in id).

/** Calls that obtain a token or are public (a device's question carries its key): they never send the access token. */
const withoutAccessToken = new Set(['/auth/login', '/auth/signup', '/auth/refreshtoken', '/health', '/health/live', '/health/ready', '/device/{deviceId}/decision']);
/** A heartbeat carries its definition's key instead; reading the definition (GET) is the owner's. */
const heartbeat = { method: 'POST', path: '/heartbeat/{heartbeatId}' };

/** Spec §7: the access token goes on every call except login, signup, refresh, heartbeats and public ones. */
export function sendsAccessToken(schemaPath: string, method: string): boolean {
  if (schemaPath === heartbeat.path && method.toUpperCase() === heartbeat.method) return false;
  return !withoutAccessToken.has(schemaPath) && !schemaPath.startsWith('/public/');
}

/** Spec §7: the extra token goes on calls with "password" in the path, except extra-password. */
export function sendsExtraToken(schemaPath: string): boolean {
  return schemaPath.includes('password') && schemaPath !== '/auth/extra-password';
}
