// Steps a site ran together into one line when it stripped their markup: "...baking tin.Melt the
// chocolate..." or "1.Dice the onion 2.Fry it". Read apart, they are the steps the page shows.

/** A sentence's end glued to the next one's capital ("tin.Melt", "(optional).Stir"). */
const GLUED_SENTENCE = /(?<=[^\s.])([.!?])(?=\p{Lu}\p{Ll})/gu;
/** A step's number where a step starts: at the start or after a space. */
const STEP_NUMBER = /(?:^|\s)(\d{1,2})[.)、]\s*/g;

/** The one step of a recipe as the steps run together in it; as it is when nothing shows a seam. */
export function stepsApart(step: string): string[] {
  const numbered = numberedSteps(step);
  if (numbered !== undefined) return numbered;
  const sentences = step.replace(GLUED_SENTENCE, '$1\n').split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return sentences;
}

/** "1.Dice 2.Fry 3.Serve": numbers counting up from 1, at least two; undefined otherwise. */
function numberedSteps(step: string): string[] | undefined {
  const starts: { at: number; end: number }[] = [];
  for (const match of step.matchAll(STEP_NUMBER)) {
    if (Number(match[1]) !== starts.length + 1) continue;
    starts.push({ at: match.index, end: match.index + match[0].length });
  }
  if (starts.length < 2 || starts[0]?.at !== 0) return undefined;
  return starts.map(({ end }, index) => step.slice(end, starts[index + 1]?.at ?? step.length).trim()).filter((line) => line !== '');
}
