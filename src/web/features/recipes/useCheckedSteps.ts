import { useState } from 'react';

/** Where a recipe's ticked steps are kept: this tab only, so a reload mid-cooking keeps them and tomorrow starts afresh. */
const storageKey = (recipeId: string) => `lifelog.recipes.checkedSteps.${recipeId}`;

function read(recipeId: string): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(recipeId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((each): each is number => Number.isInteger(each)) : [];
  } catch {
    return [];
  }
}

function write(recipeId: string, steps: readonly number[]) {
  try {
    if (steps.length === 0) sessionStorage.removeItem(storageKey(recipeId));
    else sessionStorage.setItem(storageKey(recipeId), JSON.stringify(steps));
  } catch {
    // Storage full or blocked: the ticks still show, they are just not kept over a reload.
  }
}

/** The steps ticked off while cooking (by their place in the recipe's list), kept per recipe in sessionStorage. */
export function useCheckedSteps(recipeId: string) {
  const [state, setState] = useState(() => ({ recipeId, steps: read(recipeId) }));
  // Another recipe on the same screen reads its own.
  const current = state.recipeId === recipeId ? state.steps : read(recipeId);
  const change = (steps: number[]) => {
    write(recipeId, steps);
    setState({ recipeId, steps });
  };
  return {
    checked: new Set(current),
    toggle: (step: number, done: boolean) => change(done ? [...new Set([...current, step])].sort((a, b) => a - b) : current.filter((each) => each !== step)),
    reset: () => change([]),
  };
}
