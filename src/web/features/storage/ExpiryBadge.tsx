import { useIntl } from 'react-intl';
import { expiryOf } from './expiry';
import { commonMessages as c, commonValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

export interface ExpiryBadgeProps {
  bestBefore: string | null;
  /** The user's today, YYYY-MM-DD. */
  today: string;
}

/** "Expires in 3 days", "Expires today" or "Expired" for an item within a week of its date; nothing otherwise. */
export function ExpiryBadge({ bestBefore, today }: ExpiryBadgeProps) {
  const intl = useIntl();
  const expiry = expiryOf(bestBefore, today);
  if (expiry.state === 'expired') return <span className={styles.expired}>{intl.formatMessage(c.expired)}</span>;
  if (expiry.state === 'soon') return <span className={styles.expirySoon}>{intl.formatMessage(v.expiresIn, { days: expiry.days })}</span>;
  return null;
}

/** True when the item's row is highlighted (expiring within a week, or past). */
export function isExpiring(bestBefore: string | null, today: string): boolean {
  const state = expiryOf(bestBefore, today).state;
  return state === 'expired' || state === 'soon';
}
