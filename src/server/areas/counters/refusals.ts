import { ApiError, badRequest, conflict, notFound } from '../../errors';
import { VALUE_LIMIT } from './limits';

/** The refusals of the counters area that the client explains in its own words (`CountersErrorCode`). */
export const refusals = {
  groupNotFound: () => notFound('Counter group not found', 'COUNTER_GROUP_NOT_FOUND'),
  counterNotFound: () => notFound('Counter not found', 'COUNTER_NOT_FOUND'),
  eventNotFound: () => notFound('Counter event not found', 'COUNTER_EVENT_NOT_FOUND'),
  groupNameRequired: () => badRequest('A counter group needs a name', 'COUNTER_GROUP_NAME_REQUIRED'),
  counterNameRequired: () => badRequest('A counter needs a name', 'COUNTER_NAME_REQUIRED'),
  stepInvalid: () => badRequest('step must be a whole number of at least 1', 'COUNTER_STEP_INVALID'),
  goalInvalid: () => badRequest('goal must be a whole number of at least 1, or null for no goal', 'COUNTER_GOAL_INVALID'),
  goalPeriodWithoutGoal: () => badRequest('goalPeriod needs a goal: send goal too, or leave goalPeriod out', 'COUNTER_GOAL_PERIOD_WITHOUT_GOAL'),
  deltaInvalid: () => badRequest('delta must be a whole number other than 0', 'COUNTER_DELTA_INVALID'),
  directionOrDelta: () => badRequest("Send exactly one of direction ('up' or 'down') and delta", 'DIRECTION_OR_DELTA'),
  valueOutOfRange: () =>
    conflict(`A counter's value stays between -${VALUE_LIMIT.toLocaleString('en')} and ${VALUE_LIMIT.toLocaleString('en')}`, 'COUNTER_VALUE_OUT_OF_RANGE'),
  eventNotLatest: () => conflict("Only a counter's latest change can be undone", 'COUNTER_EVENT_NOT_LATEST'),
  orderMismatch: () => badRequest("counterIds must list every counter of the group exactly once", 'COUNTER_ORDER_MISMATCH'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  invalidTimeZone: () => badRequest('timeZone must be an IANA time zone name, e.g. Europe/Stockholm', 'INVALID_TIME_ZONE'),
  rangeReversed: () => badRequest('from must be on or before to', 'RANGE_REVERSED'),
  rangeTooLong: (maxDays: number, by: string) => badRequest(`A history by ${by} covers at most ${maxDays.toLocaleString('en')} days`, 'RANGE_TOO_LONG'),
  tooManyGroups: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} counter groups, the most one account keeps: delete some before adding more`, 'TOO_MANY_COUNTER_GROUPS'),
  tooManyCounters: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} counters across your groups, the most one account keeps: delete some before adding more`, 'TOO_MANY_COUNTERS'),
} satisfies Record<string, (...args: never[]) => ApiError>;
