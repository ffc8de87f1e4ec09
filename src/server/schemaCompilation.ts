/**
 * When the contract's validators and serializers are compiled: all at start, so a schema that AJV
 * or fast-json-stringify refuses fails the start (development), or each on its first use
 * (production and test apps: compiling all 129 operations' schemas took seconds per app).
 */
export type SchemaCompilation = 'atStart' | 'onFirstUse';

/** `compile` run now, or on the first call of the returned getter (then kept). */
export function compiledWhen<T>(onFirstUse: boolean, compile: () => T): () => T {
  if (!onFirstUse) {
    const compiled = compile();
    return () => compiled;
  }
  let compiled: T | undefined;
  return () => (compiled ??= compile());
}
