import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { storedUnitText } from '../../components/units/amountText';
import { amountText, shownIngredient, type UnitChoice } from '../../../domain/drinks/drinkAmounts';
import type { DrinkEdit } from './drinkDraft';
import { DrinkForm, type DrinkFormProps } from './DrinkForm';
import * as styles from './drinks.css';
import { MoveDrink } from './MoveDrink';
import type { Drink, DrinkCollection } from './queries';
import { RatingStars } from './RatingStars';
import { commonMessages as c, drinkMessages as m, drinkValueMessages as mv } from './screenMessages';
import { ServingsAndUnits } from './ServingsAndUnits';
import { ShareToggle } from './ShareToggle';

export interface DrinkScreenProps {
  drink: Drink;
  /** The user's collections: the drink's own (its name) and where it may move. */
  collections: readonly DrinkCollection[];
  /** The photo (the stored image, fetched with the token); stories pass a stand-in. */
  photo: ReactNode;
  /** Opens with the form open (a drink just added by name). */
  startEditing: boolean;
  /** The form closed (saved or cancelled). */
  onEditDone: () => void;
  /** Saves the fields that changed; resolves once saved. */
  onSave: (change: DrinkEdit) => Promise<unknown>;
  isSaving: boolean;
  /** Saves a new rating (or none) at once. */
  onRate: (rating: number | null) => void;
  /** Moves the drink into another collection; resolves once moved. */
  onMove: (collectionId: string) => Promise<unknown>;
  /** Deletes the drink; resolves once deleted (the route leaves the page). */
  onDelete: () => Promise<unknown>;
  isDeleting: boolean;
  renderPhotoPicker: DrinkFormProps['renderPhotoPicker'];
  /** The drink's public links (components/share/SharePanel), opened by its Share button; stories pass a stand-in. */
  renderShare: () => ReactNode;
}

/**
 * /drink/:id: the drink with its photo and rating (saved at once), its ingredients for N servings
 * in ml, cl or oz, the method, glass, garnish, tags and private notes; edit every field, move it to
 * another collection, or delete it (asked first).
 */
export function DrinkScreen(props: DrinkScreenProps) {
  const { drink, collections, photo, startEditing, onEditDone, onSave, isSaving, onRate, onMove, onDelete, isDeleting, renderPhotoPicker, renderShare } = props;
  const intl = useIntl();
  const ingredientsId = useId();
  const methodId = useId();
  const notesId = useId();
  const [editing, setEditing] = useState(startEditing);
  const [asking, setAsking] = useState(false);
  const [servings, setServings] = useState(1);
  const [unit, setUnit] = useState<UnitChoice>('written');
  const collection = collections.find((each) => each._id === drink.collectionId);
  const closeForm = () => {
    setEditing(false);
    onEditDone();
  };
  const facts = [
    [m.glass, drink.glass],
    [m.garnish, drink.garnish],
  ] as const;

  return (
    <article className={styles.screen}>
      <ShareToggle renderPanel={renderShare}>
        {(share, panel) => (
          <>
            <div className={styles.header}>
              <h1 className={styles.heading}>{drink.name}</h1>
              <div className={styles.actions}>
                {share}
                {editing ? null : (
                  <Button size="sm" onClick={() => setEditing(true)} aria-label={intl.formatMessage(mv.editNamed, { name: drink.name })}>
                    {intl.formatMessage(m.edit)}
                  </Button>
                )}
                {asking ? null : (
                  <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
                    {intl.formatMessage(m.delete)}
                  </Button>
                )}
              </div>
            </div>
            {panel}
          </>
        )}
      </ShareToggle>
      {collection ? (
        <Link to="/drink-collection/$id" params={{ id: collection._id }} className={styles.link}>
          {intl.formatMessage(mv.inCollection, { collection: collection.name })}
        </Link>
      ) : null}
      {asking ? (
        <ConfirmPanel
          message={intl.formatMessage(mv.deleteQuestion, { name: drink.name })}
          confirmLabel={intl.formatMessage(mv.confirmDelete, { name: drink.name })}
          cancelLabel={intl.formatMessage(c.cancel)}
          isBusy={isDeleting}
          onConfirm={() => void onDelete().catch(() => setAsking(false))}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {editing ? (
        <DrinkForm
          drink={drink}
          isSaving={isSaving}
          renderPhotoPicker={renderPhotoPicker}
          onCancel={closeForm}
          onSave={async (change) => {
            await onSave(change);
            closeForm();
          }}
        />
      ) : null}
      {drink.imageId ? <div className={styles.photo}>{photo}</div> : null}
      <RatingStars rating={drink.rating} onChange={onRate} />
      <ul className={styles.facts}>
        {facts.map(([label, value]) =>
          value ? (
            <li key={label.id}>
              {intl.formatMessage(label)}: {value}
            </li>
          ) : null,
        )}
      </ul>
      {drink.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={intl.formatMessage(m.tags)}>
          {drink.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      <section className={styles.section} aria-labelledby={ingredientsId}>
        <h2 id={ingredientsId} className={styles.sectionHeading}>
          {intl.formatMessage(m.ingredients)}
        </h2>
        {drink.ingredients.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noIngredients)}</p>
        ) : (
          <>
            <ServingsAndUnits servings={servings} onServings={setServings} unit={unit} onUnit={setUnit} />
            <ul className={styles.ingredientList}>
              {drink.ingredients.map((ingredient, index) => {
                const shown = shownIngredient(ingredient, servings, unit);
                const amount = amountText(shown, (value) => intl.formatNumber(value, { maximumFractionDigits: 2 }), (label, quantity) => storedUnitText(intl, label, quantity));
                return (
                  // A line's place is its identity: two lines may read the same.
                  <li key={index}>
                    {amount ? <span className={styles.amount}>{amount}</span> : null} {shown.quantity === null ? ingredient.text : shown.name}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby={methodId}>
        <h2 id={methodId} className={styles.sectionHeading}>
          {intl.formatMessage(m.method)}
        </h2>
        {drink.steps.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noMethod)}</p>
        ) : (
          <ol className={styles.steps}>
            {drink.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        )}
      </section>

      <section className={styles.section} aria-labelledby={notesId}>
        <h2 id={notesId} className={styles.sectionHeading}>
          {intl.formatMessage(m.notes)}
        </h2>
        <p className={styles.privateNote}>{intl.formatMessage(m.private)}</p>
        <p className={drink.notes ? styles.notes : styles.muted}>{drink.notes || intl.formatMessage(m.noNotes)}</p>
      </section>

      <MoveDrink drink={drink} collections={collections} onMove={onMove} />
    </article>
  );
}
