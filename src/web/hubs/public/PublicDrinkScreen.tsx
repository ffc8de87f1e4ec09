import { useIntl } from 'react-intl';
import type { Findable } from '../../api/loadable';
import { PendingPage } from '../../components/status/PendingPage';
import { DrinkView } from './DrinkView';
import { statusMessages } from './messages';
import { publicTitles } from './pageTitles';
import * as styles from './public.css';
import { LinkGone } from './LinkGone';
import type { PublicDrink } from './queries';

export interface PublicDrinkScreenProps {
  drink: Findable<PublicDrink>;
  onRetry: () => void;
}

/** /public/drink/:id: the shared drink, or the gone page. */
export function PublicDrinkScreen({ drink, onRetry }: PublicDrinkScreenProps) {
  const intl = useIntl();
  if (drink.status === 'notFound') return <LinkGone />;
  if (drink.status !== 'ready') return <PendingPage status={drink.status} heading={intl.formatMessage(publicTitles.drink)} messages={statusMessages} onRetry={onRetry} />;
  return (
    <article className={styles.screen}>
      <DrinkView drink={drink.data} level={1} />
    </article>
  );
}
