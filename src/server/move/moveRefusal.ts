/** Why the move did not happen, in words for the person running it; the target is left as it was. */
export class MoveRefusal extends Error {
  override name = 'MoveRefusal';
}
