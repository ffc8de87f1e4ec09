import type { ContentsFate } from './DeleteContainerPanel';

/** A delete's query in the area's words: `{ moveDrinksTo }`, `{ deleteDrinks: true }`, or nothing for an empty one. */
export type ContentsQuery<Kind extends string> = { [K in `move${Kind}To`]: string } | { [K in `delete${Kind}`]: true } | Record<string, never>;

/** What DeleteContainerPanel chose, as the query of DELETE /drink-collection (Kind "Drinks") or /recipe-collection ("Recipes"). */
export function contentsQuery<Kind extends string>(fate: ContentsFate, kind: Kind): ContentsQuery<Kind> {
  if ('moveTo' in fate) return { [`move${kind}To`]: fate.moveTo } as ContentsQuery<Kind>;
  return ('deleteContents' in fate ? { [`delete${kind}`]: true } : {}) as ContentsQuery<Kind>;
}
