import { useQuery } from '@tanstack/react-query';
import { loadable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { sharesQuery, useRevokeShare } from '../../components/share/shareQueries';
import { SharedLinksView } from './SharedLinksView';

/** Settings' "Shared links" on GET /share, revoking with DELETE /share (components/share). */
export function SharedLinksSection() {
  const shares = useQuery(sharesQuery(useApi()));
  const revoke = useRevokeShare();
  return (
    <SharedLinksView
      shares={loadable(shares)}
      now={new Date()}
      onRetry={() => void shares.refetch()}
      revokingId={revoke.isPending ? (revoke.variables?.params.query.shareId ?? null) : null}
      onRevoke={(share) => revoke.mutate({ params: { query: { shareId: share._id } } })}
    />
  );
}
