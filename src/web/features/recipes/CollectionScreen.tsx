import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import { LoadStatus } from '../../components/status/LoadStatus';
import type { Findable, Loadable } from '../../api/loadable';
import type { RecipeCollection, RecipeSummary } from './queries';
import { NotReady } from '../../components/status/NotReady';
import * as styles from './recipes.css';
import { wholeMinutes } from './recipeText';
import { collectionMessages as m, collectionNotReady, collectionValueMessages as mv, commonValueMessages as cv } from './screenMessages';

export interface CollectionScreenProps {
  collection: Findable<RecipeCollection>;
  /** Its recipes, newest first: all of them, or those matching `query`. */
  recipes: Loadable<readonly RecipeSummary[]>;
  /** The search shown, or '' for every recipe. */
  query: string;
  onSearch: (query: string) => void;
  onRetry: () => void;
  onRetryRecipes: () => void;
  /** A recipe's thumbnail (the stored image, fetched with the token); stories pass a stand-in. */
  renderThumb: (recipe: RecipeSummary) => ReactNode;
}

/** /recipe-collection/:id: the collection's recipes newest first, a search within it, and the way to add one. */
export function CollectionScreen({ collection, recipes, query, onSearch, onRetry, onRetryRecipes, renderThumb }: CollectionScreenProps) {
  const intl = useIntl();
  const listHeading = useId();
  const [text, setText] = useState(query);
  if (collection.status !== 'ready') {
    return <NotReady status={collection.status} heading={intl.formatMessage(m.listHeading)} messages={collectionNotReady} backTo="/recipe-collections" onRetry={onRetry} />;
  }
  const { _id: id, name } = collection.data;
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const isEmpty = recipes.status === 'ready' && recipes.data.length === 0;
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{name}</h1>
        <div className={styles.actions}>
          <Link to="/add-recipe/$collectionId/{-$edit}" params={{ collectionId: id, edit: undefined }} className={styles.link}>
            {intl.formatMessage(m.addRecipe)}
          </Link>
          <Link to="/recipe-import/{-$collectionId}" params={{ collectionId: id }} className={styles.link}>
            {intl.formatMessage(m.importRecipes)}
          </Link>
        </div>
      </div>
      <form role="search" className={styles.inline} onSubmit={search}>
        <TextField label={intl.formatMessage(m.searchLabel)} type="search" value={text} maxLength={200} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        <div className={styles.actions}>
          <Button type="submit">{intl.formatMessage(m.search)}</Button>
          {query ? (
            <Button
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              {intl.formatMessage(m.showAll)}
            </Button>
          ) : null}
        </div>
      </form>
      <section className={styles.section} aria-labelledby={listHeading} aria-busy={recipes.status === 'loading'}>
        <h2 id={listHeading} className={styles.sectionHeading}>
          {query ? intl.formatMessage(mv.results, { query }) : intl.formatMessage(isEmpty ? m.emptyHeading : m.listHeading)}
        </h2>
        {recipes.status !== 'ready' ? (
          <LoadStatus status={recipes.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetryRecipes} />
        ) : isEmpty ? (
          <>
            <p className={styles.muted}>{query ? intl.formatMessage(mv.noMatches, { query }) : intl.formatMessage(m.emptyBody)}</p>
            {query ? null : (
              <Link to="/add-recipe/$collectionId/{-$edit}" params={{ collectionId: id, edit: undefined }} className={styles.link}>
                {intl.formatMessage(m.addRecipe)}
              </Link>
            )}
          </>
        ) : (
          <ul className={styles.list} aria-labelledby={listHeading}>
            {recipes.data.map((recipe) => (
              <li key={recipe._id} className={styles.row}>
                <Link to="/recipe/$id" params={{ id: recipe._id }} className={styles.recipeRow}>
                  {recipe.imageId ? <span className={styles.thumb}>{renderThumb(recipe)}</span> : null}
                  <span className={styles.rowText}>
                    <span className={styles.name} data-name>
                      {recipe.name}
                    </span>
                    <RecipeFacts recipe={recipe} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function RecipeFacts({ recipe }: { recipe: RecipeSummary }) {
  const intl = useIntl();
  const facts = [
    recipe.servings ? intl.formatMessage(cv.servings, { count: recipe.servings }) : null,
    recipe.totalTimeMs ? intl.formatMessage(cv.minutes, { minutes: wholeMinutes(recipe.totalTimeMs) }) : null,
  ].filter((fact): fact is string => fact !== null);
  return facts.length > 0 ? <span className={styles.small}>{facts.join(' · ')}</span> : null;
}
