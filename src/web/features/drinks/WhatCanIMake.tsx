import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { LoadStatus } from '../../components/status/LoadStatus';
import * as styles from './drinks.css';
import type { DrinkSummary, StorageGroup } from './queries';
import { makeMessages as m, makeValueMessages as mv } from './screenMessages';

export interface WhatCanIMakeProps {
  /** The user's storage places. */
  places: Loadable<readonly StorageGroup[]>;
  /** The place chosen, or null before one is. */
  placeId: string | null;
  onChoose: (placeId: string | null) => void;
  /** The drinks whose every ingredient is in the chosen place; null before one is chosen. */
  drinks: Loadable<readonly DrinkSummary[]> | null;
  onRetryPlaces: () => void;
  onRetryDrinks: () => void;
}

/** "What can I make": a storage place chosen, the drinks that need nothing outside it, each a link to its page. */
export function WhatCanIMake({ places, placeId, onChoose, drinks, onRetryPlaces, onRetryDrinks }: WhatCanIMakeProps) {
  const intl = useIntl();
  const headingId = useId();
  const resultsId = useId();
  const selectId = useId();
  const place = places.status === 'ready' ? places.data.find((each) => each._id === placeId) : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      {places.status !== 'ready' ? (
        <LoadStatus status={places.status} loadingText={intl.formatMessage(m.loadingPlaces)} failedText={intl.formatMessage(m.placesFailed)} onRetry={onRetryPlaces} />
      ) : places.data.length === 0 ? (
        <>
          <p className={styles.muted}>{intl.formatMessage(m.noPlaces)}</p>
          <Link to="/storage-groups" className={styles.link}>
            {intl.formatMessage(m.toStorage)}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.small}>{intl.formatMessage(m.intro)}</p>
          <div>
            <label htmlFor={selectId}>{intl.formatMessage(m.place)}</label>
            <select id={selectId} className={styles.select} value={placeId ?? ''} onChange={(event) => onChoose(event.target.value || null)}>
              <option value="">{intl.formatMessage(m.choose)}</option>
              {places.data.map((each) => (
                <option key={each._id} value={each._id}>
                  {each.name}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {place && drinks ? (
        <div aria-busy={drinks.status === 'loading'}>
          <h3 id={resultsId} className={styles.small}>
            {intl.formatMessage(mv.results, { place: place.name })}
          </h3>
          {drinks.status !== 'ready' ? (
            <LoadStatus status={drinks.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetryDrinks} />
          ) : drinks.data.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(mv.none, { place: place.name })}</p>
          ) : (
            <ul className={styles.list} aria-labelledby={resultsId}>
              {drinks.data.map((drink) => (
                <li key={drink._id} className={styles.row}>
                  <Link to="/drink/$id" params={{ id: drink._id }} className={styles.rowLink}>
                    <span className={styles.name} data-name>
                      {drink.name}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
