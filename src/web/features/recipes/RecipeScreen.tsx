import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { TextField } from '../../components/form/TextField';
import { AddToShoppingPanel, type AddToShoppingPanelProps, type ShoppingCandidate } from './AddToShoppingPanel';
import { ingredientText } from './ingredientText';
import type { Recipe } from './queries';
import * as styles from './recipes.css';
import { servingsOf, wholeMinutes } from './recipeText';
import { scaleFactor, scaleIngredient, shoppingItemFor, type ParsedIngredient } from './scaling';
import { commonMessages as c, commonValueMessages as cv, recipeMessages as m, recipeValueMessages as mv } from './screenMessages';
import { StepList } from './StepList';

export interface RecipeScreenProps {
  recipe: Recipe;
  /** The photo (the stored image, fetched with the token); stories pass a stand-in. */
  photo: ReactNode;
  /** The ticked steps, by their place. */
  checkedSteps: ReadonlySet<number>;
  onToggleStep: (step: number, done: boolean) => void;
  onResetSteps: () => void;
  /** Whether the screen is being kept on (Screen Wake Lock). */
  isScreenAwake: boolean;
  isDeleting: boolean;
  /** Deletes the recipe; resolves once deleted (the route leaves the page). */
  onDelete: () => Promise<unknown>;
  /** The shopping panel's data and calls, apart from the ingredients the screen works out. */
  shopping: Omit<AddToShoppingPanelProps, 'id' | 'candidates' | 'onClose'> & { onOpen: () => void };
}

/** The recipe's ingredients as parsed, or as written when the server's reading is missing. */
function parsedOf(recipe: Recipe): ParsedIngredient[] {
  if (recipe.parsedIngredients.length === recipe.ingredients.length) return recipe.parsedIngredients;
  return recipe.ingredients.map((text) => ({ text, quantity: null, quantity2: null, unit: null, food: text, isHeading: false }));
}

/**
 * /recipe/:id: the photo, the servings scaler (ingredients with a quantity scale; the rest show as
 * written), steps to tick off while cooking, notes, edit and delete (asked first), and "Add
 * ingredients to shopping list" at the servings chosen.
 */
export function RecipeScreen({ recipe, photo, checkedSteps, onToggleStep, onResetSteps, isScreenAwake, isDeleting, onDelete, shopping }: RecipeScreenProps) {
  const intl = useIntl();
  const ingredientsId = useId();
  const stepsId = useId();
  const notesId = useId();
  const panelId = useId();
  const [servings, setServings] = useState(recipe.servings === null ? '' : String(recipe.servings));
  const [asking, setAsking] = useState(false);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const shoppingToggle = useRef<HTMLDivElement>(null);
  const chosen = servingsOf(servings);
  const factor = scaleFactor(recipe.servings, Number.isNaN(chosen) ? null : chosen);
  const parsed = parsedOf(recipe);
  const scaled = parsed.map((ingredient) => scaleIngredient(ingredient, factor));
  const candidates: ShoppingCandidate[] = parsed.flatMap((ingredient, index) =>
    ingredient.isHeading ? [] : [{ key: String(index), label: ingredientText(intl, scaled[index]!), item: shoppingItemFor(ingredient, factor) }],
  );
  const times = [
    [m.prep, recipe.prepTimeMs],
    [m.cook, recipe.cookTimeMs],
    [m.total, recipe.totalTimeMs],
  ] as const;

  return (
    <article className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{recipe.name}</h1>
        <div className={styles.actions}>
          <Link
            to="/add-recipe/$collectionId/{-$edit}"
            params={{ collectionId: recipe.collectionId, edit: recipe._id }}
            className={styles.link}
            aria-label={intl.formatMessage(mv.editNamed, { name: recipe.name })}
          >
            {intl.formatMessage(m.edit)}
          </Link>
          {asking ? null : (
            <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
              {intl.formatMessage(m.delete)}
            </Button>
          )}
        </div>
      </div>
      {asking ? (
        <ConfirmPanel
          message={intl.formatMessage(mv.deleteQuestion, { name: recipe.name })}
          confirmLabel={intl.formatMessage(mv.confirmDelete, { name: recipe.name })}
          cancelLabel={intl.formatMessage(c.cancel)}
          isBusy={isDeleting}
          onConfirm={() => void onDelete().catch(() => undefined)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {recipe.imageId ? <div className={styles.photo}>{photo}</div> : null}
      <ul className={styles.facts}>
        {times.map(([label, ms]) =>
          ms ? (
            <li key={label.id}>
              {intl.formatMessage(label)}: {intl.formatMessage(cv.minutes, { minutes: wholeMinutes(ms) })}
            </li>
          ) : null,
        )}
        {recipe.sourceUrl ? (
          <li>
            {intl.formatMessage(m.source)}:{' '}
            <a href={recipe.sourceUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
              {hostOf(recipe.sourceUrl)}
            </a>
          </li>
        ) : null}
      </ul>
      {isScreenAwake ? <p className={styles.small}>{intl.formatMessage(m.screenAwake)}</p> : null}

      <section className={styles.section} aria-labelledby={ingredientsId}>
        <h2 id={ingredientsId} className={styles.sectionHeading}>
          {intl.formatMessage(m.ingredients)}
        </h2>
        {recipe.servings === null ? (
          <p className={styles.small}>{intl.formatMessage(m.servingsUnknown)}</p>
        ) : (
          <div className={styles.servings}>
            <TextField
              label={intl.formatMessage(m.servings)}
              type="number"
              inputMode="decimal"
              min={1}
              max={1000}
              value={servings}
              hint={intl.formatMessage(mv.servingsOf, { count: recipe.servings })}
              onChange={(event) => setServings(event.target.value)}
            />
          </div>
        )}
        {scaled.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noIngredients)}</p>
        ) : (
          <ul className={styles.ingredientList}>
            {scaled.map((ingredient, index) =>
              ingredient.isHeading ? (
                // A line's place is its identity: two lines may read the same.
                <li key={index} className={styles.subheading}>
                  <h3 className={styles.sectionHeading}>{ingredient.food}</h3>
                </li>
              ) : (
                <li key={index}>{ingredientText(intl, ingredient)}</li>
              ),
            )}
          </ul>
        )}
        {candidates.length > 0 ? (
          <div ref={shoppingToggle}>
            <Button
              aria-expanded={shoppingOpen}
              aria-controls={shoppingOpen ? panelId : undefined}
              onClick={() => {
                if (!shoppingOpen) shopping.onOpen();
                setShoppingOpen(!shoppingOpen);
              }}
            >
              {intl.formatMessage(m.addToShopping)}
            </Button>
          </div>
        ) : null}
      </section>
      {shoppingOpen ? <AddToShoppingPanel {...shopping} id={panelId} candidates={candidates} onClose={() => {
            setShoppingOpen(false);
            // Back to the button that opened it, so a keyboard user goes on from there.
            shoppingToggle.current?.querySelector('button')?.focus();
          }} /> : null}

      <section className={styles.section} aria-labelledby={stepsId}>
        <h2 id={stepsId} className={styles.sectionHeading}>
          {intl.formatMessage(m.steps)}
        </h2>
        {recipe.steps.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noSteps)}</p>
        ) : (
          <StepList steps={recipe.steps} checked={checkedSteps} onToggle={onToggleStep} onReset={onResetSteps} />
        )}
      </section>

      {recipe.notes ? (
        <section className={styles.section} aria-labelledby={notesId}>
          <h2 id={notesId} className={styles.sectionHeading}>
            {intl.formatMessage(m.notes)}
          </h2>
          <p className={styles.notes}>{recipe.notes}</p>
        </section>
      ) : null}
    </article>
  );
}

/** The source's site name for its link ("www.example.com"), or the address when it is not a URL. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
