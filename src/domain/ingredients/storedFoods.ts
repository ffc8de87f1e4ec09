import { foodKey } from './food';

/**
 * "Is this food stored?" asked many times against one set of stored names, answering as
 * sameFood would against each name ("flour" is stored when "wheat flour" is, and the other way
 * round) without comparing every asked food with every stored one: stored keys go in a set and a
 * word index, each question costs its own words, and each distinct food is answered once.
 */
export function storedFoodMatcher(storedNames: readonly string[]): (food: string) => boolean {
  const keys = new Set(storedNames.map(foodKey).filter((key) => key !== ''));
  /** The most words a stored key has: no longer run of an asked food's words can be one. */
  let mostWords = 0;
  /** Each word's stored keys, padded with spaces for whole-word search. */
  const keysWithWord = new Map<string, string[]>();
  for (const key of keys) {
    const words = key.split(' ');
    mostWords = Math.max(mostWords, words.length);
    for (const word of new Set(words)) {
      const padded = keysWithWord.get(word);
      if (padded === undefined) keysWithWord.set(word, [` ${key} `]);
      else padded.push(` ${key} `);
    }
  }

  /** A stored key is a run of the food's whole words ("flour" in "wheat flour"), or the food itself. */
  const holdsStoredKey = (words: readonly string[]): boolean => {
    for (let start = 0; start < words.length; start++) {
      let run = '';
      for (let end = start; end < Math.min(words.length, start + mostWords); end++) {
        run = end === start ? words[start]! : `${run} ${words[end]!}`;
        if (keys.has(run)) return true;
      }
    }
    return false;
  };

  /** The food is a run of a stored key's whole words: only keys holding its rarest word can be. */
  const inStoredKey = (key: string, words: readonly string[]): boolean => {
    let fewest: string[] | undefined;
    for (const word of words) {
      const padded = keysWithWord.get(word);
      if (padded === undefined) return false;
      if (fewest === undefined || padded.length < fewest.length) fewest = padded;
    }
    const needle = ` ${key} `;
    return fewest?.some((padded) => padded.includes(needle)) ?? false;
  };

  // By key, and by the food as written: making the key costs more than the lookups ("salt" is in many recipes).
  const byKey = new Map<string, boolean>();
  const byText = new Map<string, boolean>();
  const answerOf = (key: string): boolean => {
    if (key === '') return false;
    let answer = byKey.get(key);
    if (answer === undefined) {
      const words = key.split(' ');
      answer = holdsStoredKey(words) || inStoredKey(key, words);
      byKey.set(key, answer);
    }
    return answer;
  };
  return (food) => {
    let answer = byText.get(food);
    if (answer === undefined) {
      answer = answerOf(foodKey(food));
      byText.set(food, answer);
    }
    return answer;
  };
}
