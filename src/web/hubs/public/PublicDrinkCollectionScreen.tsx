import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Findable } from '../../api/loadable';
import { ShowMore, type MorePages } from '../../components/ShowMore';
import { PendingPage } from '../../components/status/PendingPage';
import { DrinkView } from './DrinkView';
import { countedMessages as counted, drinkCollectionMessages as m, statusMessages } from './messages';
import { publicTitles } from './pageTitles';
import * as styles from './public.css';
import { LinkGone } from './LinkGone';
import type { PublicDrinkCollection } from './queries';

export interface PublicDrinkCollectionScreenProps {
  /** The pages of drinks read so far; `more` reads the next. */
  collection: Findable<PublicDrinkCollection>;
  onRetry: () => void;
  /** The next page of drinks, while there are more (stories may leave it out). */
  more?: MorePages;
}

// The public view has no drink ids; a drink's place in the list names its part of the page.
const drinkAnchor = (index: number) => `drink-${index + 1}`;
const listAnchor = 'drinks';

/**
 * /public/drink-collection/:id: the shared collection's drinks as cards, each leading to the
 * whole drink further down the same page (and back), so the page works as one link to keep. A
 * large collection comes a page of drinks at a time (Show more drinks).
 */
export function PublicDrinkCollectionScreen({ collection, onRetry, more }: PublicDrinkCollectionScreenProps) {
  const intl = useIntl();
  const contentsId = useId();
  if (collection.status === 'notFound') return <LinkGone />;
  if (collection.status !== 'ready') {
    return <PendingPage status={collection.status} heading={intl.formatMessage(publicTitles.drinkCollection)} messages={statusMessages} onRetry={onRetry} />;
  }
  const { name, drinks } = collection.data;
  const hasMore = more?.hasMore === true;
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{name}</h1>
        <p className={styles.muted}>{intl.formatMessage(hasMore ? counted.drinksSoFar : counted.drinkCount, { count: drinks.length })}</p>
      </header>
      {drinks.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
      ) : (
        <>
          <nav aria-labelledby={contentsId}>
            <h2 id={contentsId} className={styles.sectionHeading}>
              {intl.formatMessage(m.contents)}
            </h2>
            <ul id={listAnchor} className={styles.cards}>
              {drinks.map((drink, index) => (
                <li key={index}>
                  <a className={styles.card} href={`#${drinkAnchor(index)}`}>
                    {drink.image?.thumb ? <img className={styles.cardImage} src={drink.image.thumb} alt="" /> : null}
                    <span className={styles.name}>{drink.name}</span>
                    {drink.rating !== null ? <span className={styles.small}>{intl.formatMessage(counted.rating, { rating: drink.rating })}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
            {/* Under the list of drinks, where a visitor chooses one: the next page adds to it. */}
            <ShowMore more={more} label={intl.formatMessage(m.showMore)} />
          </nav>
          {drinks.map((drink, index) => (
            <article key={index} id={drinkAnchor(index)} tabIndex={-1} className={styles.section}>
              <DrinkView drink={drink} level={2} />
              <a className={styles.link} href={`#${listAnchor}`}>
                {intl.formatMessage(m.backToList)}
              </a>
            </article>
          ))}
        </>
      )}
    </div>
  );
}
