/** The code of a failed call's error (the server's `error.code`), if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
