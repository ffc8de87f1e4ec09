import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import { useApi } from '../../api/useApi';
import { shareToasts as t } from './shareMessages';

export type Share = Schemas['Share'];
export type ShareKind = Schemas['ShareKind'];

/** Every GET /share, filtered or not: a new or revoked link changes them all. */
const sharesKey = ['get', '/share'] as const;

function many(data: unknown): Share[] {
  if (!Array.isArray(data)) throw new Error('expected the share links');
  return data as Share[];
}

/** GET /share: the owner's links, newest first; with `target`, only those of one drink or collection. */
export function sharesQuery(api: Api, target?: { kind: ShareKind; targetId: string }) {
  return api.queryOptions('get', '/share', { params: { query: target ? { kind: target.kind, targetId: target.targetId } : {} } }, {
    select: (body) => many(body.data),
    meta: { failureToast: t.fetchFailed },
  });
}

/** POST /share {kind, targetId, expiresAt}. */
export function useCreateShare() {
  return useApi().useMutation('post', '/share', {
    meta: { invalidates: [sharesKey], successToast: t.created, failureToast: t.createFailed },
  });
}

/** DELETE /share?shareId=: the link 404s from the next request on. */
export function useRevokeShare() {
  return useApi().useMutation('delete', '/share', {
    meta: { invalidates: [sharesKey], successToast: t.revoked, failureToast: t.revokeFailed },
  });
}
