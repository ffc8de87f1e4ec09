import { useIntl } from 'react-intl';
import { dayText } from '../../i18n/dateText';
import { isIsoDate } from '../../router/localDate';
import { collectionMessages as m, countedMessages as counted } from './messages';
import * as styles from './public.css';
import type { PublicCollection, PublicImage } from './queries';

type Field = PublicCollection['fields'][number];
type Value = PublicCollection['items'][number]['values'][string];

const isImage = (value: Value): value is PublicImage => typeof value === 'object' && value !== null;
/** Only web addresses become links: a shared value must never run script in a visitor's page. */
const isWebAddress = (text: string) => /^https?:\/\//i.test(text);

/** One field's value in a shared collection's table, written as its type reads (a missing one is empty). */
export function CollectionValue({ field, value, itemName }: { field: Field; value: Value | undefined; itemName: string }) {
  const intl = useIntl();
  if (value === undefined || value === '') return null;
  if (isImage(value)) {
    const src = value.thumb ?? value.medium ?? value.large;
    return src ? <img className={styles.thumb} src={src} alt={itemName ? `${field.name}: ${itemName}` : field.name} loading="lazy" /> : null;
  }
  switch (field.type) {
    case 'yesNo':
      return <>{intl.formatMessage(value === true ? m.yes : m.no)}</>;
    case 'number':
      return <>{typeof value === 'number' ? intl.formatNumber(value) : String(value)}</>;
    case 'rating':
      return <>{typeof value === 'number' ? intl.formatMessage(counted.rating, { rating: value }) : String(value)}</>;
    case 'date':
      return <>{isIsoDate(value) ? dayText(intl, value) : String(value)}</>;
    case 'link':
      return isWebAddress(String(value)) ? (
        <a className={styles.link} href={String(value)} rel="noopener noreferrer nofollow ugc">
          {String(value)}
        </a>
      ) : (
        <>{String(value)}</>
      );
    case 'longText':
      return <span className={styles.longText}>{String(value)}</span>;
    default:
      return <>{String(value)}</>;
  }
}
