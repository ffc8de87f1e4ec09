import type { MessageDescriptor } from 'react-intl';
import type { Recipe, RecipeSuggestion } from './queries';
import { linesToText, minutesToMs, msToMinutesText, servingsOf, textToLines } from './recipeText';
import { editMessages as m } from './screenMessages';

/** The recipe editor's fields as typed. */
export interface RecipeDraft {
  name: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  sourceUrl: string;
  ingredients: string;
  steps: string;
  notes: string;
  imageId: string | null;
}

/** What POST and PUT /recipe take from the editor (besides the ids). */
export interface RecipeFields {
  name: string;
  servings: number | null;
  prepTimeMs: number | null;
  cookTimeMs: number | null;
  totalTimeMs: number | null;
  sourceUrl: string | null;
  ingredients: string[];
  steps: string[];
  notes: string;
  imageId: string | null;
}

export type DraftField = 'name' | 'servings' | 'prepMinutes' | 'cookMinutes' | 'totalMinutes';

export const emptyDraft: RecipeDraft = { name: '', servings: '', prepMinutes: '', cookMinutes: '', totalMinutes: '', sourceUrl: '', ingredients: '', steps: '', notes: '', imageId: null };

/** A saved recipe in the editor. */
export function draftOf(recipe: Recipe): RecipeDraft {
  return {
    name: recipe.name,
    servings: recipe.servings === null ? '' : String(recipe.servings),
    prepMinutes: msToMinutesText(recipe.prepTimeMs),
    cookMinutes: msToMinutesText(recipe.cookTimeMs),
    totalMinutes: msToMinutesText(recipe.totalTimeMs),
    sourceUrl: recipe.sourceUrl ?? '',
    ingredients: linesToText(recipe.ingredients),
    steps: linesToText(recipe.steps),
    notes: recipe.notes,
    imageId: recipe.imageId,
  };
}

/** An imported suggestion over the draft: what the page had replaces what is there; the photo and notes stay. */
export function withSuggestion(draft: RecipeDraft, suggestion: RecipeSuggestion): RecipeDraft {
  return {
    ...draft,
    name: suggestion.name,
    servings: suggestion.servings === undefined ? draft.servings : String(suggestion.servings),
    prepMinutes: suggestion.prepTimeMs === undefined ? draft.prepMinutes : msToMinutesText(suggestion.prepTimeMs),
    cookMinutes: suggestion.cookTimeMs === undefined ? draft.cookMinutes : msToMinutesText(suggestion.cookTimeMs),
    totalMinutes: suggestion.totalTimeMs === undefined ? draft.totalMinutes : msToMinutesText(suggestion.totalTimeMs),
    sourceUrl: suggestion.url,
    ingredients: linesToText(suggestion.ingredients),
    steps: linesToText(suggestion.steps),
  };
}

/** The draft as the call's fields, or the complaints about its fields. */
export function fieldsOf(draft: RecipeDraft): { fields: RecipeFields } | { problems: Partial<Record<DraftField, MessageDescriptor>> } {
  const servings = servingsOf(draft.servings);
  const times = { prepMinutes: minutesToMs(draft.prepMinutes), cookMinutes: minutesToMs(draft.cookMinutes), totalMinutes: minutesToMs(draft.totalMinutes) };
  const problems: Partial<Record<DraftField, MessageDescriptor>> = {};
  if (!draft.name.trim()) problems.name = m.nameRequired;
  if (Number.isNaN(servings)) problems.servings = m.servingsInvalid;
  for (const [field, ms] of Object.entries(times)) if (Number.isNaN(ms)) problems[field as DraftField] = m.minutesInvalid;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    fields: {
      name: draft.name.trim(),
      servings,
      prepTimeMs: times.prepMinutes,
      cookTimeMs: times.cookMinutes,
      totalTimeMs: times.totalMinutes,
      sourceUrl: draft.sourceUrl.trim() || null,
      ingredients: textToLines(draft.ingredients),
      steps: textToLines(draft.steps),
      notes: draft.notes.trim(),
      imageId: draft.imageId,
    },
  };
}
