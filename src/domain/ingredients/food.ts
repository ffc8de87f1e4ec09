// Whether two written foods are the same thing to a cook: "Wheat flour (sifted)" and "flour",
// "tomatoes" and "tomato". Used to find recipes for a stored food and to merge shopping lines.

/** One English word without a simple plural ending: berries → berry, tomatoes → tomato, eggs → egg. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The food's comparable form: lowercase, without notes after a comma or in parentheses, single spaces, singular words. */
export function foodKey(text: string): string {
  const withoutNotes = text.toLowerCase().replace(/\([^)]*\)?/g, ' ').split(',')[0] ?? '';
  return withoutNotes
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(singular)
    .join(' ');
}

/** Equal keys, or one key is a whole-word part of the other ("flour" ~ "wheat flour", not "rice" ~ "licorice"). */
export function sameFood(a: string, b: string): boolean {
  return sameFoodKey(foodKey(a), foodKey(b));
}

/** sameFood for keys already made by foodKey (matching many foods against many). */
export function sameFoodKey(keyA: string, keyB: string): boolean {
  if (keyA === '' || keyB === '') return false;
  if (keyA === keyB) return true;
  const [shorter, longer] = keyA.length < keyB.length ? [keyA, keyB] : [keyB, keyA];
  return ` ${longer} `.includes(` ${shorter} `);
}
