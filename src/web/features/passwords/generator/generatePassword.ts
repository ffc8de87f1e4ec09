import { randomIndex } from './randomIndex';

export type CharacterClass = 'upper' | 'lower' | 'digits' | 'symbols';

/** The characters of each class. Symbols are the printable ASCII ones that sites commonly accept. */
export const characterClasses: Record<CharacterClass, string> = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!#$%&()*+,-./:;<=>?@[]^_{|}~',
};

export const passwordLength = { min: 8, max: 128, initial: 20 } as const;

export interface PasswordOptions {
  length: number;
  classes: readonly CharacterClass[];
}

/**
 * A random password of `length` characters with at least one of each chosen class: one character
 * of each class first, the rest from all chosen classes together, then a Fisher–Yates shuffle so
 * the guaranteed characters sit anywhere. Every draw is `randomIndex` (crypto, no modulo bias).
 */
export function generatePassword({ length, classes }: PasswordOptions, index: (bound: number) => number = randomIndex): string {
  const chosen = [...new Set(classes)];
  if (chosen.length === 0) throw new RangeError('choose at least one character class');
  if (!Number.isInteger(length) || length < passwordLength.min || length > passwordLength.max) {
    throw new RangeError(`length must be from ${passwordLength.min} to ${passwordLength.max}`);
  }
  const pick = (characters: string) => characters[index(characters.length)]!;
  const all = chosen.map((name) => characterClasses[name]).join('');
  const characters = chosen.map((name) => pick(characterClasses[name]));
  while (characters.length < length) characters.push(pick(all));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = index(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}
