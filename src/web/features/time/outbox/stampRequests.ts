import type { OutboxChange, OutboxRequest } from '../../../../../machines/outboxMachine';
import type { RequestBody } from '../../../../contract/types';
import type { QueueableChange } from '../../../outbox/useQueueableMutation';
import { stampOutboxMessages as m } from './messages';

/** The area whose screens mark stamps that are not on the server yet. */
export const timeArea = 'time';

export type StartStampBody = RequestBody<'createTimeStamp'> & { name: string; timeGroupId: string; startTime: string };

/** A stop as the user made it: the end is the moment they tapped, not when the request arrives. */
export interface StopStampBody {
  timeStampId: string;
  endTime: string;
  timeZone?: string;
}

export type EditStampBody = RequestBody<'updateTimeStamp'>;

/** Stamp in: the start is the moment of the tap, sent as `startTime`. */
export const startStampChange = (body: StartStampBody): { label: OutboxChange['label']; request: OutboxRequest } => ({
  label: { id: m.stampIn.id, values: { name: body.name } },
  request: { method: 'POST', path: '/time-stamp', body },
});

/**
 * Stamp out: `ended: true` with the moment of the tap. When it was stopped elsewhere meanwhile the
 * server refuses it (409 ALREADY_ENDED); "Apply anyway" then sets that end without `ended`.
 */
export const stopStampChange = (stop: StopStampBody, name: string) => ({
  label: { id: m.stampOut.id, values: { name } },
  request: { method: 'PUT', path: '/time-stamp', body: { ...stop, ended: true } } satisfies OutboxRequest,
  forcedRequest: { method: 'PUT', path: '/time-stamp', body: { ...stop } } satisfies OutboxRequest,
});

/** A stamp's times edited (start, end, or reopening): sent as typed. */
export const editStampChange = (body: EditStampBody, name: string) => ({
  label: { id: m.stampEdit.id, values: { name } },
  request: { method: 'PUT', path: '/time-stamp', body } satisfies OutboxRequest,
});

/** The queueable form of each, for `useQueueableMutation`. */
export const startStampQueueable: QueueableChange<{ body: StartStampBody }> = {
  area: timeArea,
  label: ({ body }) => startStampChange(body).label,
  request: ({ body }) => startStampChange(body).request,
};

export const stopStampQueueable: QueueableChange<{ stop: StopStampBody; name: string }> = {
  area: timeArea,
  label: ({ stop, name }) => stopStampChange(stop, name).label,
  request: ({ stop, name }) => stopStampChange(stop, name).request,
  forcedRequest: ({ stop, name }) => stopStampChange(stop, name).forcedRequest,
};

export const editStampQueueable: QueueableChange<{ body: EditStampBody; name: string }> = {
  area: timeArea,
  label: ({ body, name }) => editStampChange(body, name).label,
  request: ({ body, name }) => editStampChange(body, name).request,
};
