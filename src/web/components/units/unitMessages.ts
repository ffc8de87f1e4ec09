import { defineMessages } from 'react-intl';
import type { UnitId } from '../../../domain/units/unitNames';

/**
 * A unit as a reader of each language writes it after an amount: 'tbsp' is "msk" in Swedish, and
 * the countable ones agree with the amount (`count`: 1 for one or less, else the amount).
 */
export const unitMessages = defineMessages<Record<UnitId, { count: number }>>({
  mg: { id: 'components.units.mg', defaultMessage: 'mg' },
  g: { id: 'components.units.g', defaultMessage: 'g' },
  hg: { id: 'components.units.hg', defaultMessage: 'hg' },
  kg: { id: 'components.units.kg', defaultMessage: 'kg' },
  oz: { id: 'components.units.oz', defaultMessage: 'oz' },
  lb: { id: 'components.units.lb', defaultMessage: 'lb' },
  ml: { id: 'components.units.ml', defaultMessage: 'ml' },
  cl: { id: 'components.units.cl', defaultMessage: 'cl' },
  dl: { id: 'components.units.dl', defaultMessage: 'dl' },
  l: { id: 'components.units.l', defaultMessage: 'l' },
  tsp: { id: 'components.units.tsp', defaultMessage: 'tsp' },
  tbsp: { id: 'components.units.tbsp', defaultMessage: 'tbsp' },
  cup: { id: 'components.units.cup', defaultMessage: '{count, plural, one {cup} other {cups}}' },
  'fl-oz': { id: 'components.units.floz', defaultMessage: 'fl oz' },
  pt: { id: 'components.units.pt', defaultMessage: '{count, plural, one {pint} other {pints}}' },
  qt: { id: 'components.units.qt', defaultMessage: '{count, plural, one {quart} other {quarts}}' },
  gal: { id: 'components.units.gal', defaultMessage: '{count, plural, one {gallon} other {gallons}}' },
  krm: { id: 'components.units.krm', defaultMessage: 'krm' },
  tsk: { id: 'components.units.tsk', defaultMessage: 'tsp' },
  msk: { id: 'components.units.msk', defaultMessage: 'tbsp' },
  pinch: { id: 'components.units.pinch', defaultMessage: '{count, plural, one {pinch} other {pinches}}' },
  dash: { id: 'components.units.dash', defaultMessage: '{count, plural, one {dash} other {dashes}}' },
  drop: { id: 'components.units.drop', defaultMessage: '{count, plural, one {drop} other {drops}}' },
  piece: { id: 'components.units.piece', defaultMessage: '{count, plural, one {piece} other {pieces}}' },
  clove: { id: 'components.units.clove', defaultMessage: '{count, plural, one {clove} other {cloves}}' },
  can: { id: 'components.units.can', defaultMessage: '{count, plural, one {can} other {cans}}' },
  jar: { id: 'components.units.jar', defaultMessage: '{count, plural, one {jar} other {jars}}' },
  pack: { id: 'components.units.pack', defaultMessage: '{count, plural, one {pack} other {packs}}' },
  bunch: { id: 'components.units.bunch', defaultMessage: '{count, plural, one {bunch} other {bunches}}' },
  slice: { id: 'components.units.slice', defaultMessage: '{count, plural, one {slice} other {slices}}' },
  sprig: { id: 'components.units.sprig', defaultMessage: '{count, plural, one {sprig} other {sprigs}}' },
  stick: { id: 'components.units.stick', defaultMessage: '{count, plural, one {stick} other {sticks}}' },
  head: { id: 'components.units.head', defaultMessage: '{count, plural, one {head} other {heads}}' },
  bag: { id: 'components.units.bag', defaultMessage: '{count, plural, one {bag} other {bags}}' },
  box: { id: 'components.units.box', defaultMessage: '{count, plural, one {box} other {boxes}}' },
  bottle: { id: 'components.units.bottle', defaultMessage: '{count, plural, one {bottle} other {bottles}}' },
  pot: { id: 'components.units.pot', defaultMessage: '{count, plural, one {pot} other {pots}}' },
});
