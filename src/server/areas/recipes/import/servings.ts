/**
 * Servings from a recipeYield: a number, a text ("4 servings", "Serves 4-6", "4 portioner"), or a
 * list of those (["4", "4 servings"]); the first number found. Undefined when none is positive.
 */
export function servingsOf(values: readonly unknown[]): number | undefined {
  for (const value of values) {
    const servings = typeof value === 'number' ? value : typeof value === 'string' ? firstNumber(value) : undefined;
    if (servings !== undefined && Number.isFinite(servings) && servings > 0) return servings;
  }
  return undefined;
}

function firstNumber(text: string): number | undefined {
  const match = /\d+(?:[.,]\d+)?/.exec(text);
  return match === null ? undefined : Number(match[0].replace(',', '.'));
}
