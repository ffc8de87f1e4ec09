import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Findable, Loadable } from '../../api/loadable';
import { Button } from '../../components/Button';
import { ShowMore, type MorePages } from '../../components/ShowMore';
import { NameForm } from '../../components/edit/NameForm';
import { LoadStatus } from '../../components/status/LoadStatus';
import { DrinkFilters } from './DrinkFilters';
import { filterDrinks, ingredientsOf, isFiltered, tagsOf } from './drinkFilters';
import * as styles from './drinks.css';
import { NotReady } from '../../components/status/NotReady';
import { ShareToggle } from './ShareToggle';
import type { CollectionSearch } from './pageSearch';
import type { Drink, DrinkCollection } from './queries';
import { collectionMessages as m, collectionNotReady, collectionValueMessages as mv, commonValueMessages as cv } from './screenMessages';

export interface CollectionScreenProps {
  collection: Findable<DrinkCollection>;
  /** Its drinks read so far, whole (the page filters and sorts them). */
  drinks: Loadable<readonly Drink[]>;
  /** The drinks come a page at a time: whether more are to read, and reading them. */
  moreDrinks?: MorePages;
  /** The search, filters and sort (the URL's). */
  search: CollectionSearch;
  onSearchChange: (search: CollectionSearch) => void;
  isAdding: boolean;
  /** Adds a drink by name; resolves once added (the route opens it). */
  onAddDrink: (name: string) => Promise<unknown>;
  onRetry: () => void;
  onRetryDrinks: () => void;
  /** A drink's thumbnail (the stored image, fetched with the token); stories pass a stand-in. */
  renderThumb: (drink: Drink) => ReactNode;
  /** The collection's public links (components/share/SharePanel), opened by its Share button; stories pass a stand-in. */
  renderShare: () => ReactNode;
}

/** /drink-collection/:id: the collection's drinks with thumbnails, searched, filtered and sorted, and the way to add one. */
export function CollectionScreen(props: CollectionScreenProps) {
  const intl = useIntl();
  if (props.collection.status !== 'ready') {
    return <NotReady status={props.collection.status} heading={intl.formatMessage(m.listHeading)} messages={collectionNotReady} backTo="/drink-collections" onRetry={props.onRetry} />;
  }
  return <CollectionPage {...props} collection={props.collection.data} />;
}

function CollectionPage({ collection, drinks, moreDrinks, search, onSearchChange, isAdding, onAddDrink, onRetryDrinks, renderThumb, renderShare }: Omit<CollectionScreenProps, 'collection'> & { collection: DrinkCollection }) {
  const intl = useIntl();
  const listHeading = useId();
  const all = drinks.status === 'ready' ? drinks.data : [];
  const shown = filterDrinks(all, search);
  const isEmpty = drinks.status === 'ready' && all.length === 0;
  const noMatch = drinks.status === 'ready' && !isEmpty && shown.length === 0;
  // Clearing from the list empties the search box too: the filters start again.
  const [cleared, setCleared] = useState(0);
  const clear = () => {
    setCleared((count) => count + 1);
    onSearchChange(search.sort ? { sort: search.sort } : {});
  };
  return (
    <div className={styles.screen}>
      <ShareToggle renderPanel={renderShare}>
        {(button, panel) => (
          <>
            <div className={styles.header}>
              <h1 className={styles.heading}>{collection.name}</h1>
              <div className={styles.actions}>{button}</div>
            </div>
            {panel}
          </>
        )}
      </ShareToggle>
      <NameForm label={intl.formatMessage(m.newDrink)} submitLabel={intl.formatMessage(m.addDrink)} requiredMessage={intl.formatMessage(m.drinkNameRequired)} maxLength={200} isBusy={isAdding} onSubmit={onAddDrink} />
      {isEmpty ? null : <DrinkFilters clearCount={cleared} search={search} onChange={onSearchChange} tags={tagsOf(all)} ingredients={ingredientsOf(all)} />}
      <section className={styles.section} aria-labelledby={listHeading} aria-busy={drinks.status === 'loading'}>
        <h2 id={listHeading} className={styles.sectionHeading}>
          {intl.formatMessage(isEmpty ? m.emptyHeading : noMatch ? m.noMatchesHeading : m.listHeading)}
        </h2>
        {drinks.status !== 'ready' ? (
          <LoadStatus status={drinks.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetryDrinks} />
        ) : isEmpty ? (
          <p className={styles.muted}>{intl.formatMessage(m.emptyBody)}</p>
        ) : noMatch ? (
          <>
            <p className={styles.muted}>{intl.formatMessage(m.noMatches)}</p>
            <div>
              <Button onClick={clear}>{intl.formatMessage(m.clearFilters)}</Button>
            </div>
          </>
        ) : (
          <>
            {isFiltered(search) ? (
              <p className={styles.small} role="status">
                {intl.formatMessage(mv.shown, { shown: shown.length, total: all.length })}
              </p>
            ) : null}
            <ul className={styles.list} aria-labelledby={listHeading}>
              {shown.map((drink) => (
                <li key={drink._id} className={styles.row}>
                  <Link to="/drink/$id" params={{ id: drink._id }} className={styles.drinkRow}>
                    {drink.imageId ? <span className={styles.thumb}>{renderThumb(drink)}</span> : null}
                    <span className={styles.rowText}>
                      <span className={styles.name} data-name>
                        {drink.name}
                      </span>
                      <DrinkFacts drink={drink} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {drinks.status === 'ready' && !isEmpty && moreDrinks?.hasMore === true ? (
          <>
            {/* The search, filters and sorting work on this device, on the drinks read so far. */}
            <p className={styles.small} role="status">
              {intl.formatMessage(mv.partlyLoaded, { read: all.length, total: Math.max(all.length, collection.drinkCount) })}
            </p>
            <ShowMore more={moreDrinks} label={intl.formatMessage(m.showMore)} />
          </>
        ) : null}
      </section>
    </div>
  );
}

function DrinkFacts({ drink }: { drink: Drink }) {
  const intl = useIntl();
  const facts = [drink.rating ? `★ ${intl.formatMessage(cv.rating, { rating: drink.rating })}` : null, drink.tags.join(', ') || null].filter((fact): fact is string => fact !== null);
  return facts.length > 0 ? <span className={styles.small}>{facts.join(' · ')}</span> : null;
}
