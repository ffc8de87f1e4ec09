import { useIntl } from 'react-intl';
import { NotReady, type NotReadyProps } from '../../components/status/NotReady';
import { commonMessages as c } from './screenMessages';

type Props = Pick<NotReadyProps, 'status' | 'heading' | 'onRetry'> & {
  /** What the page shows: a collection or a drink. */
  thing: 'collection' | 'drink';
};

/** A collection's or drink's page before it is there: not found, loading, or failed with Try again; each with the way to every collection. */
export function DrinksNotReady({ status, heading, onRetry, thing }: Props) {
  const intl = useIntl();
  const drink = thing === 'drink';
  return (
    <NotReady
      status={status}
      heading={heading}
      onRetry={onRetry}
      loadingText={intl.formatMessage(drink ? c.loadingDrink : c.loadingCollection)}
      failedText={intl.formatMessage(drink ? c.drinkLoadFailed : c.collectionLoadFailed)}
      notFound={{ heading: intl.formatMessage(drink ? c.drinkNotFound : c.collectionNotFound), body: intl.formatMessage(c.notFoundBody) }}
      back={{ to: '/drink-collections', text: intl.formatMessage(c.toCollections) }}
    />
  );
}
