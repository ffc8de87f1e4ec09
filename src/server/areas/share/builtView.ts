import type { Schemas } from '../../../contract/types';

export type PublicView = Schemas['PublicDrink'] | Schemas['PublicDrinkCollection'] | Schemas['PublicCollection'];

/** A link's public view, and the images it shows: the only ones its public image path serves. */
export interface BuiltView {
  view: PublicView;
  imageIds: ReadonlySet<string>;
}
