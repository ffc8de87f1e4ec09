import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The counters' refusals (contract/counters.yaml CountersErrorCode; DIRECTION_OR_DELTA and
 * COUNTER_DELTA_INVALID cannot come from this client's taps), in the client's words.
 * api/errorMessages.ts gathers every area's `errors.ts` by file name; the texts load with the
 * signed-in shell (i18n/textParts.ts), so any screen can show them.
 */
export const areaErrors = defineMessages({
  COUNTER_GROUP_NOT_FOUND: { id: 'api.areaErrors.counterGroupNotFound', defaultMessage: 'That counter group no longer exists' },
  COUNTER_NOT_FOUND: { id: 'api.areaErrors.counterNotFound', defaultMessage: 'That counter no longer exists' },
  COUNTER_EVENT_NOT_FOUND: { id: 'api.areaErrors.counterEventNotFound', defaultMessage: 'That change is already gone' },
  COUNTER_GROUP_NAME_REQUIRED: { id: 'api.areaErrors.counterGroupNameRequired', defaultMessage: 'Give the group a name' },
  COUNTER_NAME_REQUIRED: { id: 'api.areaErrors.counterNameRequired', defaultMessage: 'Give the counter a name' },
  COUNTER_STEP_INVALID: { id: 'api.areaErrors.counterStepInvalid', defaultMessage: 'A step is a whole number from 1 to 1,000,000' },
  COUNTER_GOAL_INVALID: { id: 'api.areaErrors.counterGoalInvalid', defaultMessage: 'A goal is a whole number, 1 or more' },
  COUNTER_GOAL_PERIOD_WITHOUT_GOAL: { id: 'api.areaErrors.counterGoalPeriodWithoutGoal', defaultMessage: 'Set a goal before choosing its period' },
  COUNTER_VALUE_OUT_OF_RANGE: { id: 'api.areaErrors.counterValueOutOfRange', defaultMessage: 'A counter stays between −1,000,000,000 and 1,000,000,000' },
  COUNTER_EVENT_NOT_LATEST: { id: 'api.areaErrors.counterEventNotLatest', defaultMessage: 'Only the latest change can be undone, and the counter has changed since' },
  COUNTER_ORDER_MISMATCH: { id: 'api.areaErrors.counterOrderMismatch', defaultMessage: 'The group changed meanwhile. Its current order is shown again.' },
  TOO_MANY_COUNTER_GROUPS: { id: 'api.areaErrors.tooManyCounterGroups', defaultMessage: 'You have 500 counter groups, the most one account keeps: delete some before adding more' },
  TOO_MANY_COUNTERS: { id: 'api.areaErrors.tooManyCounters', defaultMessage: 'You have 2,000 counters across your groups, the most one account keeps: delete some before adding more' },
}) satisfies Partial<Record<Schemas['CountersErrorCode'], MessageDescriptor>>;
