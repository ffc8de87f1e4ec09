/** The nth word made of these syllables: made-up but word-like, the same in every run. */
export function madeUpWord(n: number, syllables: readonly string[]): string {
  let text = '';
  let rest = n + 1;
  while (rest > 0) {
    text += syllables[rest % syllables.length];
    rest = Math.floor(rest / syllables.length);
  }
  return text;
}

/** A small seeded random source, so every run seeds the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
