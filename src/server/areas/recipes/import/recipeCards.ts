import type { CheerioAPI } from 'cheerio';
import { isSectionTitle } from './sectionWords';

/** What a recipe card plugin's markup shows: the lines a person sees in it. */
export interface CardRecipe {
  name?: string;
  ingredients: string[];
  steps: string[];
}

/** The class names of one recipe card plugin's markup (WordPress sites use a handful of them). */
interface CardMarkup {
  card: string;
  name: string;
  ingredient: string;
  ingredientHeading: string;
  step: string;
  stepHeading: string;
}

const CARDS: readonly CardMarkup[] = [
  // WP Recipe Maker, on about one recipe site in four.
  {
    card: '.wprm-recipe',
    name: '.wprm-recipe-name',
    ingredient: '.wprm-recipe-ingredient',
    ingredientHeading: '.wprm-recipe-ingredient-group-name',
    step: '.wprm-recipe-instruction-text',
    stepHeading: '.wprm-recipe-instruction-group-name',
  },
  {
    card: '.tasty-recipes',
    name: '.tasty-recipes-title',
    ingredient: '.tasty-recipes-ingredients li',
    ingredientHeading: '.tasty-recipes-ingredients :is(h3, h4)',
    step: '.tasty-recipes-instructions li',
    stepHeading: '.tasty-recipes-instructions :is(h3, h4)',
  },
  // Mediavine Create.
  {
    card: '.mv-create-card',
    name: '.mv-create-title',
    ingredient: '.mv-create-ingredients li',
    ingredientHeading: '.mv-create-ingredients :is(h3, h4)',
    step: '.mv-create-instructions li',
    stepHeading: '.mv-create-instructions :is(h3, h4)',
  },
  // Zip Recipes.
  {
    card: '.zrdn-recipe-container, #zlrecipe-container',
    name: '.zrdn-recipe-title, #zlrecipe-title',
    ingredient: '.zrdn-ingredients-list li, #zlrecipe-ingredients-list li',
    ingredientHeading: '.zrdn-ingredients-list .zrdn-ingredient-label',
    step: '.zrdn-instructions-list li, #zlrecipe-instructions-list li',
    stepHeading: '.zrdn-instructions-list .zrdn-instruction-label',
  },
];

/** Quick test before parsing: a page without any of these class names holds no card. */
export const CARD_CLASS = /wprm-recipe|tasty-recipes|mv-create-card|zrdn-recipe|zlrecipe/;

/** The first recipe card on the page, read as its lines; undefined when it has none. */
export function cardRecipe($: CheerioAPI): CardRecipe | undefined {
  for (const markup of CARDS) {
    // A "jump to recipe" snippet has the card's class too, but no lines.
    const card = $(markup.card).has(`${markup.ingredient}, ${markup.step}`).first();
    if (card.length === 0) continue;
    const lines = (selector: string, heading: string): string[] =>
      card
        .find(`${selector}, ${heading}`)
        .toArray()
        .map((element) => {
          const text = lineText($, element);
          if (!$(element).is(heading)) return text;
          return text === '' || isSectionTitle(text) ? '' : `## ${text.replace(/\s*:$/, '')}`;
        })
        .filter((line) => line !== '');
    const recipe: CardRecipe = { ingredients: lines(markup.ingredient, markup.ingredientHeading), steps: lines(markup.step, markup.stepHeading) };
    const name = oneLine(card.find(markup.name).first().text());
    if (name !== '') recipe.name = name;
    return recipe;
  }
  return undefined;
}

type Element = Parameters<CheerioAPI>[0];

/** An element's text as one line; checkboxes and WPRM's "▢" are controls, not text. */
function lineText($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find('.wprm-checkbox-container, input, script, style, button').remove();
  if (copy.find('.wprm-recipe-ingredient-name').length > 0) return wprmIngredient($, copy);
  return oneLine(copy.text()).replace(/^▢\s*/, '');
}

/**
 * A WP Recipe Maker ingredient as its JSON-LD writes it (and sites' readers expect): amount,
 * unit and name, then the note in parentheses. Its card shows the note greyed out instead.
 */
function wprmIngredient($: CheerioAPI, ingredient: ReturnType<CheerioAPI>): string {
  const part = (name: string) => oneLine(ingredient.find(`.wprm-recipe-ingredient-${name}`).first().text());
  const line = [part('amount'), part('unit'), part('name')].filter((text) => text !== '').join(' ');
  const note = part('notes').replace(/^,\s*/, '');
  if (note === '') return line;
  return `${line} ${note.startsWith('(') ? note : `(${note})`}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
