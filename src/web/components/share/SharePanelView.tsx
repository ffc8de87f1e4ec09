import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import * as page from '../page/page.css';
import { LoadStatus } from '../status/LoadStatus';
import { ShareCreateForm } from './ShareCreateForm';
import type { ExpiryChoice } from './shareExpiry';
import { ShareLinkRow } from './ShareLinkRow';
import { shareCountedMessages as counted, shareMessages as m } from './shareMessages';
import type { Share } from './shareQueries';

export interface SharePanelViewProps {
  /** The drink's or collection's name, as the texts say it. */
  targetName: string;
  shares: Loadable<Share[]>;
  /** The clock expiry is counted from (stories and tests fix it). */
  now: Date;
  onRetry: () => void;
  isCreating: boolean;
  onCreate: (choice: ExpiryChoice) => void;
  /** The link being revoked, while its call is on its way. */
  revokingId: string | null;
  onRevoke: (share: Share) => void;
}

/** A drink's or collection's public links (a section of its page, headed h2): the links there are, and a new one. */
export function SharePanelView({ targetName, shares, now, onRetry, isCreating, onCreate, revokingId, onRevoke }: SharePanelViewProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={page.section} aria-labelledby={headingId} aria-busy={shares.status === 'loading'}>
      <h2 id={headingId} className={page.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p className={page.muted}>{intl.formatMessage(counted.lead, { name: targetName })}</p>
      {shares.status !== 'ready' ? (
        <LoadStatus status={shares.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
      ) : shares.data.length === 0 ? (
        <p className={page.muted}>{intl.formatMessage(m.none)}</p>
      ) : (
        <ul className={page.list}>
          {shares.data.map((share) => (
            <ShareLinkRow key={share._id} share={share} now={now} isRevoking={revokingId === share._id} onRevoke={onRevoke} />
          ))}
        </ul>
      )}
      <ShareCreateForm now={now} isCreating={isCreating} onCreate={onCreate} />
    </section>
  );
}
