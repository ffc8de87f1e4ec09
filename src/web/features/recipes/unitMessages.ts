import { defineMessages } from 'react-intl';
import type { UnitId } from '../../../domain/units/unitNames';

/**
 * A unit as a reader of each language writes it after an amount: 'tbsp' is "msk" in Swedish, and
 * the countable ones agree with the amount (`count`: 1 for one or less, else the amount).
 */
export const unitMessages = defineMessages<Record<UnitId, { count: number }>>({
  mg: { id: 'recipes.units.mg', defaultMessage: 'mg' },
  g: { id: 'recipes.units.g', defaultMessage: 'g' },
  hg: { id: 'recipes.units.hg', defaultMessage: 'hg' },
  kg: { id: 'recipes.units.kg', defaultMessage: 'kg' },
  oz: { id: 'recipes.units.oz', defaultMessage: 'oz' },
  lb: { id: 'recipes.units.lb', defaultMessage: 'lb' },
  ml: { id: 'recipes.units.ml', defaultMessage: 'ml' },
  cl: { id: 'recipes.units.cl', defaultMessage: 'cl' },
  dl: { id: 'recipes.units.dl', defaultMessage: 'dl' },
  l: { id: 'recipes.units.l', defaultMessage: 'l' },
  tsp: { id: 'recipes.units.tsp', defaultMessage: 'tsp' },
  tbsp: { id: 'recipes.units.tbsp', defaultMessage: 'tbsp' },
  cup: { id: 'recipes.units.cup', defaultMessage: '{count, plural, one {cup} other {cups}}' },
  'fl-oz': { id: 'recipes.units.floz', defaultMessage: 'fl oz' },
  pt: { id: 'recipes.units.pt', defaultMessage: '{count, plural, one {pint} other {pints}}' },
  qt: { id: 'recipes.units.qt', defaultMessage: '{count, plural, one {quart} other {quarts}}' },
  gal: { id: 'recipes.units.gal', defaultMessage: '{count, plural, one {gallon} other {gallons}}' },
  krm: { id: 'recipes.units.krm', defaultMessage: 'krm' },
  tsk: { id: 'recipes.units.tsk', defaultMessage: 'tsp' },
  msk: { id: 'recipes.units.msk', defaultMessage: 'tbsp' },
  pinch: { id: 'recipes.units.pinch', defaultMessage: '{count, plural, one {pinch} other {pinches}}' },
  dash: { id: 'recipes.units.dash', defaultMessage: '{count, plural, one {dash} other {dashes}}' },
  drop: { id: 'recipes.units.drop', defaultMessage: '{count, plural, one {drop} other {drops}}' },
  piece: { id: 'recipes.units.piece', defaultMessage: '{count, plural, one {piece} other {pieces}}' },
  clove: { id: 'recipes.units.clove', defaultMessage: '{count, plural, one {clove} other {cloves}}' },
  can: { id: 'recipes.units.can', defaultMessage: '{count, plural, one {can} other {cans}}' },
  jar: { id: 'recipes.units.jar', defaultMessage: '{count, plural, one {jar} other {jars}}' },
  pack: { id: 'recipes.units.pack', defaultMessage: '{count, plural, one {pack} other {packs}}' },
  bunch: { id: 'recipes.units.bunch', defaultMessage: '{count, plural, one {bunch} other {bunches}}' },
  slice: { id: 'recipes.units.slice', defaultMessage: '{count, plural, one {slice} other {slices}}' },
  sprig: { id: 'recipes.units.sprig', defaultMessage: '{count, plural, one {sprig} other {sprigs}}' },
  stick: { id: 'recipes.units.stick', defaultMessage: '{count, plural, one {stick} other {sticks}}' },
  head: { id: 'recipes.units.head', defaultMessage: '{count, plural, one {head} other {heads}}' },
  bag: { id: 'recipes.units.bag', defaultMessage: '{count, plural, one {bag} other {bags}}' },
  box: { id: 'recipes.units.box', defaultMessage: '{count, plural, one {box} other {boxes}}' },
  bottle: { id: 'recipes.units.bottle', defaultMessage: '{count, plural, one {bottle} other {bottles}}' },
  pot: { id: 'recipes.units.pot', defaultMessage: '{count, plural, one {pot} other {pots}}' },
});
