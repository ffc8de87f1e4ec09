import type { Schemas } from '../../../../contract/types';
import type { Api } from '../../../api/api';
import { useApi } from '../../../api/useApi';
import { heartbeatMessages as m } from './messages';

export type Heartbeat = Schemas['Heartbeat'];

/** Every GET /heartbeat query (the list) and GET /heartbeat/{id} (one). */
const listKey = ['get', '/heartbeat'] as const;
const oneKey = ['get', '/heartbeat/{heartbeatId}'] as const;

/** GET /heartbeat: the user's heartbeat definitions, by name, with their keys. */
export function heartbeatsQuery(api: Api) {
  return api.queryOptions('get', '/heartbeat', {}, { select: (body) => body.data, meta: { failureToast: m.loadFailed } });
}

/** GET /heartbeat/{heartbeatId}: one definition (404 HEARTBEAT_NOT_FOUND when gone). */
export function heartbeatQuery(api: Api, heartbeatId: string) {
  return api.queryOptions('get', '/heartbeat/{heartbeatId}', { params: { path: { heartbeatId } } }, { select: (body) => body.data });
}

/** POST /heartbeat {name, subGroupId, timeoutSeconds, timeZone}. */
export function useCreateHeartbeat() {
  return useApi().useMutation('post', '/heartbeat', { meta: { invalidates: [listKey], successToast: m.created, failureToast: m.createFailed } });
}

/** PUT /heartbeat {heartbeatId, …changes}. */
export function useUpdateHeartbeat() {
  return useApi().useMutation('put', '/heartbeat', { meta: { invalidates: [listKey, oneKey], successToast: m.saved, failureToast: m.saveFailed } });
}

/** PUT /heartbeat {heartbeatId, regenerateKey: true}: a new key; the old one stops working. */
export function useRegenerateKey() {
  return useApi().useMutation('put', '/heartbeat', { meta: { invalidates: [listKey, oneKey], successToast: m.keyRenewed, failureToast: m.saveFailed } });
}

/** DELETE /heartbeat?heartbeatId=. */
export function useDeleteHeartbeat() {
  return useApi().useMutation('delete', '/heartbeat', { meta: { invalidates: [listKey], successToast: m.deleted, failureToast: m.deleteFailed } });
}
