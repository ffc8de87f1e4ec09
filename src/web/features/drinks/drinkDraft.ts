import type { MessageDescriptor } from 'react-intl';
import type { Drink, DrinkChange } from './queries';
import { editMessages as m } from './screenMessages';

// The drink's form: every field as text (ingredients and steps one per line, tags by commas), and
// what PUT /drink gets from it: only the fields that changed.

export interface DrinkDraft {
  name: string;
  ingredients: string;
  steps: string;
  glass: string;
  garnish: string;
  tags: string;
  notes: string;
  imageId: string | null;
}

export type DraftField = 'name' | 'ingredients' | 'steps' | 'tags';

/** The contract's limits (contract/drinks.yaml). */
const maxLines = 50;
const maxTags = 30;
const maxTagLength = 50;

export function draftOf(drink: Drink): DrinkDraft {
  return {
    name: drink.name,
    ingredients: drink.ingredients.map((ingredient) => ingredient.text).join('\n'),
    steps: drink.steps.join('\n'),
    glass: drink.glass,
    garnish: drink.garnish,
    tags: drink.tags.join(', '),
    notes: drink.notes,
    imageId: drink.imageId,
  };
}

const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
const tagsOf = (text: string) => text.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '');
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export type DrinkEdit = Omit<DrinkChange, 'drinkId'>;

/** What changed in the draft against the saved drink, or the problems that keep it from saving. */
export function changeOf(draft: DrinkDraft, drink: Drink): { change: DrinkEdit } | { problems: Partial<Record<DraftField, MessageDescriptor>> } {
  const ingredients = linesOf(draft.ingredients);
  const steps = linesOf(draft.steps);
  const tags = tagsOf(draft.tags);
  const problems: Partial<Record<DraftField, MessageDescriptor>> = {};
  if (!draft.name.trim()) problems.name = m.nameRequired;
  if (ingredients.length > maxLines) problems.ingredients = m.tooManyLines;
  if (steps.length > maxLines) problems.steps = m.tooManyLines;
  if (tags.length > maxTags || tags.some((tag) => tag.length > maxTagLength)) problems.tags = m.tooManyTags;
  if (Object.keys(problems).length > 0) return { problems };

  const change: DrinkEdit = {};
  if (draft.name.trim() !== drink.name) change.name = draft.name.trim();
  if (!sameList(ingredients, drink.ingredients.map((ingredient) => ingredient.text))) change.ingredients = ingredients.map((text) => ({ text }));
  if (!sameList(steps, drink.steps)) change.steps = steps;
  if (draft.glass.trim() !== drink.glass) change.glass = draft.glass.trim();
  if (draft.garnish.trim() !== drink.garnish) change.garnish = draft.garnish.trim();
  if (!sameList(tags, drink.tags)) change.tags = tags;
  if (draft.notes !== drink.notes) change.notes = draft.notes;
  if (draft.imageId !== drink.imageId) change.imageId = draft.imageId;
  return { change };
}
