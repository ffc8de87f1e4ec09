import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import { useApi } from '../../api/useApi';
import { deviceControlToasts as t } from './toasts';

export type Device = Schemas['Device'];
export type DeviceWithKey = Schemas['DeviceWithKey'];
export interface TimeGroupChoice {
  _id: string;
  name: string;
}

const devicesKey = ['get', '/device'] as const;
/** The dashboard shows each device's use. */
const dashboardKey = ['get', '/dashboard'] as const;

/** GET /device: the devices by name, each with today's use and what it would be told now. */
export function devicesQuery(api: Api) {
  return api.queryOptions('get', '/device', {}, { select: (body) => body.data, meta: { failureToast: t.devicesFetchFailed } });
}

/** GET /time-group?shallow=true: the time groups a device can be measured by (the time area's call, read here too). */
export function timeGroupChoicesQuery(api: Api) {
  return api.queryOptions('get', '/time-group', { params: { query: { shallow: true } } }, {
    select: (body): TimeGroupChoice[] => (Array.isArray(body.data) ? body.data : [body.data]).map(({ _id, name }) => ({ _id, name })),
  });
}

/** POST /device {name, timeGroupId, timeZone}: answers the device with its key (shown once). */
export function useCreateDevice() {
  return useApi().useMutation('post', '/device', { meta: { invalidates: [devicesKey, dashboardKey], successToast: t.deviceAdded, failureToast: t.deviceAddFailed } });
}

/** POST /time-group {name}: a time group for a new device, which the time tracker then lists. */
export function useCreateTimeGroup() {
  return useApi().useMutation('post', '/time-group', { meta: { invalidates: [['get', '/time-group']], failureToast: t.deviceAddFailed } });
}

/** POST /device/{deviceId}/key: a new key (shown once); the old one stops working. */
export function useRenewDeviceKey() {
  return useApi().useMutation('post', '/device/{deviceId}/key', { meta: { invalidates: [devicesKey], successToast: t.keyRenewed, failureToast: t.keyRenewFailed } });
}

/** DELETE /device?deviceId=. */
export function useDeleteDevice() {
  return useApi().useMutation('delete', '/device', { meta: { invalidates: [devicesKey, dashboardKey], successToast: t.deviceDeleted, failureToast: t.deviceDeleteFailed } });
}

/** The browser's zone: a device added here counts its day where its owner is. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
