import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../Button';
import { ConfirmPanel } from '../edit/ConfirmPanel';
import * as form from '../form/form.css';
import * as page from '../page/page.css';
import { absoluteUrl } from '../absoluteUrl';
import { formatLocalDateTime } from '../../i18n/dateText';
import { copyText } from './copyText';
import * as styles from './share.css';
import { timeUntil } from './shareExpiry';
import { shareCountedMessages as counted, shareMessages as m } from './shareMessages';
import type { Share } from './shareQueries';

/** "Never expires", "Expires in 7 days (2026-12-03 14:00:00)" or "Expired 2026-12-03 14:00:00: the link is gone" (i18n/dateText). */
export function expiryWords(intl: IntlShape, share: Pick<Share, 'expiresAt' | 'expired'>, now: Date): string {
  if (share.expiresAt === null) return intl.formatMessage(m.neverExpires);
  const date = formatLocalDateTime(share.expiresAt);
  if (share.expired || Date.parse(share.expiresAt) <= now.getTime()) return intl.formatMessage(counted.expired, { date });
  const { value, unit } = timeUntil(share.expiresAt, now);
  return intl.formatMessage(counted.expiresIn, { when: intl.formatRelativeTime(value, unit, { numeric: 'always' }), date });
}

export interface ShareLinkRowProps {
  share: Share;
  /** What the link shares, above it (settings' list names the drink or collection). */
  title?: ReactNode;
  /** Show when the link was made (settings' list). */
  showCreated?: boolean;
  /** The clock expiry is counted from (stories and tests fix it). */
  now: Date;
  isRevoking: boolean;
  onRevoke: (share: Share) => void;
}

/** One share link: its full address with Copy, its expiry in words, and Revoke after a question. */
export function ShareLinkRow({ share, title, showCreated = false, now, isRevoking, onRevoke }: ShareLinkRowProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [copyNote, setCopyNote] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const revokeRow = useRef<HTMLDivElement>(null);
  // After the question is cancelled, focus goes back to the Revoke button it replaced.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) asked.current = true;
    else if (asked.current) revokeRow.current?.querySelector('button')?.focus();
  }, [confirming]);
  const inputId = useId();
  const expiryId = useId();
  const url = absoluteUrl(share.url);
  const isExpired = share.expired || (share.expiresAt !== null && Date.parse(share.expiresAt) <= now.getTime());

  const copy = async () => {
    const copied = await copyText(url, () => {
      input.current?.focus();
      input.current?.select();
    });
    setCopyNote(intl.formatMessage(copied ? m.copied : m.copyByHand));
  };

  return (
    <li className={styles.link}>
      {title}
      <div className={styles.address}>
        <div className={`${form.field} ${styles.addressField}`}>
          <label htmlFor={inputId} className={form.label}>
            {intl.formatMessage(m.linkLabel)}
          </label>
          <input
            ref={input}
            id={inputId}
            className={`${form.control} ${styles.addressInput}`}
            value={url}
            readOnly
            aria-describedby={expiryId}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        {isExpired ? null : <Button onClick={() => void copy()}>{intl.formatMessage(m.copy)}</Button>}
      </div>
      <div className={styles.facts}>
        <p id={expiryId} className={isExpired ? `${page.small} ${styles.expired}` : page.small}>
          {expiryWords(intl, share, now)}
        </p>
        {showCreated ? <p className={page.small}>{intl.formatMessage(counted.created, { date: formatLocalDateTime(share.createdAt) })}</p> : null}
      </div>
      <p className={page.small} role="status">
        {copyNote}
      </p>
      {confirming ? (
        <ConfirmPanel
          message={intl.formatMessage(counted.revokeQuestion, { name: share.targetName })}
          confirmLabel={intl.formatMessage(m.revokeConfirm)}
          cancelLabel={intl.formatMessage(m.cancel)}
          isBusy={isRevoking}
          onConfirm={() => onRevoke(share)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div ref={revokeRow} className={page.rowActions}>
          <Button aria-describedby={expiryId} onClick={() => setConfirming(true)}>
            {intl.formatMessage(m.revoke)}
          </Button>
        </div>
      )}
    </li>
  );
}
