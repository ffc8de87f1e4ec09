// The words recipe pages head their lists with, in the languages of the sites people import
// from. Lower case, without a trailing colon; a heading may add a few words ("Zutaten für 4").

export const INGREDIENTS_WORDS = [
  'ingredients', 'ingredient list', 'what you need', 'what you\'ll need', 'what you will need', 'you will need', 'you\'ll need', 'shopping list',
  'ingrédients', 'ingredientes', 'ingredienti', 'ingrediënten', 'ingredienten', 'ingrediente',
  'zutaten', 'ingredienser', 'ingredienserne', 'ingredienset', 'ainekset', 'ainesosat', 'hráefni',
  'składniki', 'suroviny', 'přísady', 'ingrediencie', 'hozzávalók', 'hozzávaló', 'sastojci', 'sestavine',
  'υλικά', 'συστατικά', 'malzemeler', 'ингредиенты', 'продукты', 'інгредієнти', 'съставки',
  'ingrediente necesare', 'ingredientai', 'sastāvdaļas', 'koostisosad',
  '材料', '食材', '用料', '재료', 'المكونات', 'מצרכים', 'bahan-bahan', 'bahan', 'nguyên liệu', 'วัตถุดิบ',
];

export const STEPS_WORDS = [
  'instructions', 'directions', 'method', 'preparation', 'steps', 'how to make it', 'how to make', 'how to prepare', 'how to cook', 'get started', 'cooking instructions', 'preparation method', 'procedure', 'to make',
  'préparation', 'étapes', 'instructions de préparation', 'zubereitung', 'anleitung', 'zubereitungsschritte', 'so geht\'s',
  'bereiding', 'bereidingswijze', 'werkwijze', 'preparación', 'elaboración', 'instrucciones', 'pasos', 'modo de preparo',
  'modo de preparação', 'preparo', 'procedimento', 'preparazione', 'fremgangsmåde', 'fremgangsmåte', 'tilberedning',
  'gör så här', 'instruktioner', 'tillagning', 'valmistus', 'valmistusohje', 'ohje', 'przygotowanie', 'sposób przygotowania',
  'wykonanie', 'postup', 'postup přípravy', 'příprava', 'elkészítés', 'elkészítése', 'priprema', 'postopek', 'εκτέλεση',
  'οδηγίες', 'παρασκευή', 'yapılışı', 'hazırlanışı', 'приготовление', 'способ приготовления', 'приготування', 'начин на приготвяне',
  'mod de preparare', 'paruošimas', 'pagatavošana', 'valmistamine', '做法', '作法', '步骤', '作り方', '만드는 법', '조리법',
  'طريقة التحضير', 'אופן ההכנה', 'cara membuat', 'langkah', 'cách làm', 'วิธีทำ',
];

/** The word that labels a step with its number ("Step 2", "Schritt 2", "Étape 2"), as a pattern. */
export const STEP_WORD = '(?:step|steg|schritt|stap|[ée]tape|paso|passo|krok|trin)';

/** "Zutaten für 4 Personen" starts with "zutaten"; "Ingredients used" too, "Ingredientsmith" not. */
export function startsWithWord(text: string, words: readonly string[]): boolean {
  return words.some((word) => text === word || (text.startsWith(word) && /^[\s(:：\-–]/.test(text.slice(word.length))));
}

/** A list's own title ("Ingredients", "Zubereitung:") says nothing a list of them does not. */
export function isSectionTitle(heading: string): boolean {
  const text = heading.toLowerCase().replace(/\s*:$/, '');
  return INGREDIENTS_WORDS.includes(text) || STEPS_WORDS.includes(text);
}
