/**
 * A uniformly random whole number in [0, bound) from `crypto.getRandomValues`, by rejection
 * sampling: draws at or above the largest multiple of `bound` below 2^32 are thrown away, so no
 * value is more likely than another (a plain `% bound` would favour the low ones).
 */
export function randomIndex(bound: number, random: (array: Uint32Array) => Uint32Array = (array) => crypto.getRandomValues(array)): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bound must be a whole number from 1 to 2^32, not ${bound}`);
  const limit = 2 ** 32 - (2 ** 32 % bound);
  const draw = new Uint32Array(1);
  for (;;) {
    const value = random(draw)[0]!;
    if (value < limit) return value % bound;
  }
}
