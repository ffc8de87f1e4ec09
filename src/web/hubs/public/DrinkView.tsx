import { useId } from 'react';
import { useIntl } from 'react-intl';
import { IngredientList } from './IngredientList';
import { countedMessages as counted, drinkMessages as m } from './messages';
import * as styles from './public.css';
import type { PublicDrink, PublicImage } from './queries';

/** The largest rendition up to medium: a drink's photo on a page. */
export function photoPath(image: PublicImage): string | undefined {
  return image.medium ?? image.large ?? image.thumb;
}

export interface DrinkViewProps {
  drink: PublicDrink;
  /** 1 on the drink's own page; 2 inside a drink collection's page (its parts step down too). */
  level: 1 | 2;
}

/** A shared drink as a visitor reads it: photo, name, rating, tags, ingredients (scaled), method, glass and garnish. */
export function DrinkView({ drink, level }: DrinkViewProps) {
  const intl = useIntl();
  const Heading = level === 1 ? 'h1' : 'h2';
  const Part = level === 1 ? 'h2' : 'h3';
  // On its own page a drink's parts are regions; inside a collection's page, several drinks'
  // "Ingredients" regions would be landmarks of the same name, so they are plain blocks there.
  const Block = level === 1 ? 'section' : 'div';
  const ingredientsId = useId();
  const methodId = useId();
  const src = drink.image ? photoPath(drink.image) : undefined;
  return (
    <>
      <Heading className={styles.heading}>{drink.name}</Heading>
      {drink.rating !== null ? <p className={styles.muted}>{intl.formatMessage(counted.rating, { rating: drink.rating })}</p> : null}
      {drink.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={intl.formatMessage(m.tags)}>
          {drink.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {drink.image && src ? <img className={styles.photo} src={src} alt={drink.name} width={drink.image.width} height={drink.image.height} /> : null}
      <Block className={styles.section} aria-labelledby={level === 1 ? ingredientsId : undefined}>
        <Part id={ingredientsId} className={styles.sectionHeading}>
          {intl.formatMessage(m.ingredients)}
        </Part>
        <IngredientList ingredients={drink.ingredients} />
      </Block>
      {drink.steps.length > 0 ? (
        <Block className={styles.section} aria-labelledby={level === 1 ? methodId : undefined}>
          <Part id={methodId} className={styles.sectionHeading}>
            {intl.formatMessage(m.method)}
          </Part>
          <ol className={styles.steps}>
            {drink.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </Block>
      ) : null}
      {drink.glass || drink.garnish ? (
        <dl className={styles.facts}>
          {drink.glass ? (
            <>
              <dt className={styles.factName}>{intl.formatMessage(m.glass)}</dt>
              <dd className={styles.factValue}>{drink.glass}</dd>
            </>
          ) : null}
          {drink.garnish ? (
            <>
              <dt className={styles.factName}>{intl.formatMessage(m.garnish)}</dt>
              <dd className={styles.factValue}>{drink.garnish}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}
