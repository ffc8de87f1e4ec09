import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * Device control's refusals (contract/deviceControl.yaml DeviceControlErrorCode) in the client's
 * words; api/errorMessages.ts gathers every area's `errors.ts` by file name.
 */
export const areaErrors = defineMessages({
  DEVICE_NOT_FOUND: { id: 'api.areaErrors.deviceNotFound', defaultMessage: "That device no longer exists" },
  TOO_MANY_DEVICES: { id: 'api.areaErrors.tooManyDevices', defaultMessage: "You have 50 devices, the most one account keeps: delete one before adding more" },
  DEVICE_WINDOWS_OVERLAP: { id: 'api.areaErrors.deviceWindowsOverlap', defaultMessage: "Two allowed times overlap: join them into one" },
  DEVICE_WINDOW_EMPTY: { id: 'api.areaErrors.deviceWindowEmpty', defaultMessage: "An allowed time starts where it ends: give it an end after its start" },
  DEVICE_LIMIT_AND_GOAL: { id: 'api.areaErrors.deviceLimitAndGoal', defaultMessage: "A day has both its own limit and the time group's goal: choose one" },
  DEVICE_SCHEDULE_REPEATED: { id: 'api.areaErrors.deviceScheduleRepeated', defaultMessage: "A device has its rules twice: reload the page" },
}) satisfies Partial<Record<Schemas['DeviceControlErrorCode'], MessageDescriptor>>;
