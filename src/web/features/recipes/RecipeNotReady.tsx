import { useIntl } from 'react-intl';
import { NotReady, type NotReadyProps } from '../../components/status/NotReady';
import { commonMessages as c } from './screenMessages';

type Props = Pick<NotReadyProps, 'status' | 'heading' | 'onRetry'> & {
  /** What the page shows: a collection or a recipe. */
  thing: 'collection' | 'recipe';
};

/** A collection's or recipe's page before it is there: not found, loading, or failed with Try again; each with the way to every collection. */
export function RecipeNotReady({ status, heading, onRetry, thing }: Props) {
  const intl = useIntl();
  const recipe = thing === 'recipe';
  return (
    <NotReady
      status={status}
      heading={heading}
      onRetry={onRetry}
      loadingText={intl.formatMessage(recipe ? c.loadingRecipe : c.loadingCollection)}
      failedText={intl.formatMessage(recipe ? c.recipeLoadFailed : c.collectionLoadFailed)}
      notFound={{ heading: intl.formatMessage(recipe ? c.recipeNotFound : c.collectionNotFound), body: intl.formatMessage(c.notFoundBody) }}
      back={{ to: '/recipe-collections', text: intl.formatMessage(c.toCollections) }}
    />
  );
}
