import { useQuery } from '@tanstack/react-query';
import { loadable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { expiresAtFor } from './shareExpiry';
import { sharesQuery, useCreateShare, useRevokeShare, type ShareKind } from './shareQueries';
import { SharePanelView } from './SharePanelView';

export interface SharePanelProps {
  kind: ShareKind;
  targetId: string;
  /** The drink's or collection's name, as the panel's texts say it. */
  targetName: string;
}

/**
 * The public links of one drink, drink collection or collection, for its owner's page: lists
 * them (GET /share?kind&targetId) with Copy and Revoke (DELETE /share), and makes new ones
 * (POST /share) with the expiry the owner picks. Signed-in pages only (its texts load with the
 * signed-in shell).
 */
export function SharePanel({ kind, targetId, targetName }: SharePanelProps) {
  const api = useApi();
  const shares = useQuery(sharesQuery(api, { kind, targetId }));
  const create = useCreateShare();
  const revoke = useRevokeShare();
  const now = new Date();
  return (
    <SharePanelView
      targetName={targetName}
      shares={loadable(shares)}
      now={now}
      onRetry={() => void shares.refetch()}
      isCreating={create.isPending}
      onCreate={(choice) => create.mutate({ body: { kind, targetId, expiresAt: expiresAtFor(choice, new Date()) } })}
      revokingId={revoke.isPending ? (revoke.variables?.params.query.shareId ?? null) : null}
      onRevoke={(share) => revoke.mutate({ params: { query: { shareId: share._id } } })}
    />
  );
}
