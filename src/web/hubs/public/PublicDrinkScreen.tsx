import { useIntl } from 'react-intl';
import type { Findable } from '../../api/loadable';
import { DrinkView } from './DrinkView';
import { publicTitles } from './pageTitles';
import * as styles from './public.css';
import { PublicNotReady } from './PublicNotReady';
import type { PublicDrink } from './queries';

export interface PublicDrinkScreenProps {
  drink: Findable<PublicDrink>;
  onRetry: () => void;
}

/** /public/drink/:id: the shared drink, or the gone page. */
export function PublicDrinkScreen({ drink, onRetry }: PublicDrinkScreenProps) {
  const intl = useIntl();
  if (drink.status !== 'ready') return <PublicNotReady status={drink.status} heading={intl.formatMessage(publicTitles.drink)} onRetry={onRetry} />;
  return (
    <article className={styles.screen}>
      <DrinkView drink={drink.data} level={1} />
    </article>
  );
}
