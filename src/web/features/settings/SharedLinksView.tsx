import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import * as page from '../../components/page/page.css';
import { ShareLinkRow } from '../../components/share/ShareLinkRow';
import { shareMessages } from '../../components/share/shareMessages';
import type { Share, ShareKind } from '../../components/share/shareQueries';
import { LoadStatus } from '../../components/status/LoadStatus';
import * as styles from './SettingsScreen.css';

export const sharedLinksMessages = defineMessages({
  heading: { id: 'settings.sharedLinks.heading', defaultMessage: 'Shared links' },
  lead: {
    id: 'settings.sharedLinks.lead',
    defaultMessage: 'Every public link you have made. Anyone with a link can open it without an account until it expires or you revoke it.',
  },
  empty: {
    id: 'settings.sharedLinks.empty',
    defaultMessage: 'You have not shared anything. Share a drink, a drink collection or a collection from its own page.',
  },
  loading: { id: 'settings.sharedLinks.loading', defaultMessage: 'Loading your shared links…' },
  failed: { id: 'settings.sharedLinks.failed', defaultMessage: 'Your shared links could not be loaded.' },
});

const kindWords: Record<ShareKind, keyof typeof shareMessages> = { drink: 'kindDrink', drinkCollection: 'kindDrinkCollection', collection: 'kindCollection' };

/** What a link shares, as a link to it: "Drink: Negroni". */
function SharedThing({ share }: { share: Share }) {
  const intl = useIntl();
  const params = { id: share.targetId };
  const name =
    share.kind === 'drink' ? (
      <Link to="/drink/$id" params={params} className={page.link}>
        {share.targetName}
      </Link>
    ) : share.kind === 'drinkCollection' ? (
      <Link to="/drink-collection/$id" params={params} className={page.link}>
        {share.targetName}
      </Link>
    ) : (
      <Link to="/collection/$id" params={params} className={page.link}>
        {share.targetName}
      </Link>
    );
  return (
    <h3 className={page.sectionHeading}>
      <span className={page.small}>{intl.formatMessage(shareMessages[kindWords[share.kind]])}: </span>
      {name}
    </h3>
  );
}

export interface SharedLinksViewProps {
  shares: Loadable<Share[]>;
  /** The clock expiry is counted from (stories and tests fix it). */
  now: Date;
  onRetry: () => void;
  revokingId: string | null;
  onRevoke: (share: Share) => void;
}

/** Settings' "Shared links": every link of the user (GET /share), what it shares, its expiry and when it was made, with Copy and Revoke. */
export function SharedLinksView({ shares, now, onRetry, revokingId, onRevoke }: SharedLinksViewProps) {
  const intl = useIntl();
  const headingId = useId();
  const m = sharedLinksMessages;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={shares.status === 'loading'}>
      <h2 id={headingId} className={page.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p className={page.muted}>{intl.formatMessage(m.lead)}</p>
      {shares.status !== 'ready' ? (
        <LoadStatus status={shares.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.failed)} onRetry={onRetry} />
      ) : shares.data.length === 0 ? (
        <p className={page.muted}>{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className={page.list} aria-labelledby={headingId}>
          {shares.data.map((share) => (
            <ShareLinkRow
              key={share._id}
              share={share}
              title={<SharedThing share={share} />}
              showCreated
              now={now}
              isRevoking={revokingId === share._id}
              onRevoke={onRevoke}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
