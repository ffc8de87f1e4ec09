// The spellings a person writes for each unit, in English and Swedish, keyed by canonical id.
// Matching is case-insensitive and ignores a trailing full stop, except the one-letter
// cookbook abbreviations 'T' (tablespoon) and 't' (teaspoon), which differ only by case.

export const unitIds = [
  'mg', 'g', 'hg', 'kg', 'oz', 'lb',
  'ml', 'cl', 'dl', 'l', 'tsp', 'tbsp', 'cup', 'fl-oz', 'pt', 'qt', 'gal', 'krm', 'tsk', 'msk',
  'pinch', 'dash', 'drop',
  'piece', 'clove', 'can', 'jar', 'pack', 'bunch', 'slice', 'sprig', 'stick', 'head', 'bag', 'box', 'bottle', 'pot',
] as const;

/** A unit's canonical id: what the server stores and the web translates. */
export type UnitId = (typeof unitIds)[number];

export const unitSpellings: Readonly<Record<UnitId, readonly string[]>> = {
  mg: ['milligram', 'milligrams', 'milligramme', 'milligrammes'],
  g: ['gram', 'grams', 'gramme', 'grammes', 'gr'],
  hg: ['hectogram', 'hectograms', 'hekto'],
  kg: ['kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'],
  oz: ['ounce', 'ounces', 'uns'],
  lb: ['pound', 'pounds', 'lbs'],
  ml: ['milliliter', 'milliliters', 'millilitre', 'millilitres'],
  cl: ['centiliter', 'centiliters', 'centilitre', 'centilitres'],
  dl: ['deciliter', 'deciliters', 'decilitre', 'decilitres'],
  l: ['liter', 'liters', 'litre', 'litres', 'lit'],
  tsp: ['teaspoon', 'teaspoons', 'teaspoonful', 'tsps'],
  tbsp: ['tablespoon', 'tablespoons', 'tablespoonful', 'tbsps', 'tbs', 'tbl'],
  cup: ['cups', 'c', 'kopp', 'koppar'],
  'fl-oz': ['fl oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl. oz'],
  pt: ['pint', 'pints'],
  qt: ['quart', 'quarts'],
  gal: ['gallon', 'gallons'],
  krm: ['kryddmått'],
  tsk: ['tesked', 'teskedar'],
  msk: ['matsked', 'matskedar'],
  pinch: ['pinches', 'nypa', 'nypor'],
  dash: ['dashes', 'stänk'],
  drop: ['drops', 'droppe', 'droppar'],
  piece: ['pieces', 'pc', 'pcs', 'st', 'styck', 'stycken', 'stk'],
  clove: ['cloves', 'klyfta', 'klyftor'],
  can: ['cans', 'tin', 'tins', 'burk', 'burkar'],
  jar: ['jars', 'glasburk', 'glasburkar'],
  pack: ['packs', 'package', 'packages', 'pkg', 'packet', 'packets', 'förp', 'förpackning', 'förpackningar', 'paket'],
  bunch: ['bunches', 'knippe', 'knippen'],
  slice: ['slices', 'skiva', 'skivor'],
  sprig: ['sprigs', 'kvist', 'kvistar'],
  stick: ['sticks'],
  head: ['heads', 'huvud', 'huvuden'],
  bag: ['bags', 'påse', 'påsar'],
  box: ['boxes', 'ask', 'askar'],
  bottle: ['bottles', 'flaska', 'flaskor'],
  pot: ['pots', 'kruka', 'krukor'],
};
