import { ApiError, badRequest, conflict, notFound } from '../../errors';

const count = (n: number) => n.toLocaleString('en');

/**
 * The refusals of the time tracker that the client explains in its own words, each with the
 * contract's code (`TimeErrorCode`). Where the spec fixes a text, the message is exactly that.
 */
export const refusals = {
  // Spec §5, word for word.
  nameAndGroupRequired: () => badRequest('Name and time group is required', 'NAME_AND_GROUP_REQUIRED'),
  timeGroupNotFound: () => notFound('Time group not found', 'TIME_GROUP_NOT_FOUND'),
  subGroupNotFound: () => notFound('Sub group not found', 'SUB_GROUP_NOT_FOUND'),
  timeStampNotFound: () => notFound('Time stamp not found', 'TIME_STAMP_NOT_FOUND'),
  endBeforeStart: () => badRequest('A time stamp cannot end before it starts', 'END_BEFORE_START'),
  reopenWithEndTime: () => badRequest('A reopened time stamp has no end time: send ended: false without endTime', 'REOPEN_WITH_END_TIME'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  alreadyActive: () => conflict('This sub group already has an active time stamp', 'ALREADY_ACTIVE'),
  alreadyEnded: () => conflict('This stamp has already been stopped', 'ALREADY_ENDED'),
  moveIntoItself: () => badRequest('A sub group cannot be moved into itself', 'MOVE_INTO_ITSELF'),
  moveNeedsTarget: () => badRequest('Send either a name, or moveSubGroup: true with newSubGroupId', 'MOVE_NEEDS_TARGET'),
  subGroupNameTaken: () => conflict('The time group already has a sub group with that name', 'SUB_GROUP_NAME_TAKEN'),
  oneQueryAtATime: (what: string) => badRequest(what, 'ONE_QUERY_AT_A_TIME'),
  invalidTimeZone: () => badRequest('timeZone must be an IANA time zone name, e.g. Europe/Stockholm', 'INVALID_TIME_ZONE'),
  tagNotFound: () => notFound('Tag not found', 'TAG_NOT_FOUND'),
  tagTitleTaken: () => conflict('You already have a tag with that title', 'TAG_TITLE_TAKEN'),
  goalNotFound: () => notFound('Goal not found', 'GOAL_NOT_FOUND'),
  rangeReversed: () => badRequest('from must not be after to', 'RANGE_REVERSED'),
  rangeTooLong: (days: number, by: string) => badRequest(`A range by ${by} holds at most ${days} days`, 'RANGE_TOO_LONG'),
  tooManyGroups: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} time groups, the most one account keeps: delete some before adding more`, 'TOO_MANY_TIME_GROUPS'),
  tooManySubGroups: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} sub groups across your time groups, the most one account keeps: delete some before adding more`, 'TOO_MANY_SUB_GROUPS'),
  tooManyTags: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} tags, the most one account keeps: delete some before adding more`, 'TOO_MANY_TAGS'),
  tooManyGoals: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} goals, the most one account keeps: delete some before adding more`, 'TOO_MANY_GOALS'),
  importTooLarge: (maxBytes: number) =>
    new ApiError(413, 'IMPORT_TOO_LARGE', `The file is larger than ${count(maxBytes / 1024 / 1024)} MB: export a shorter period and import it in parts`),
  importTooManyRows: (maxRows: number) =>
    new ApiError(413, 'IMPORT_TOO_MANY_ROWS', `The file has more than ${count(maxRows)} rows: export a shorter period and import it in parts`),
  importUnreadable: (why: string) => new ApiError(422, 'IMPORT_UNREADABLE', why),
  importPastCeiling: (what: 'time groups' | 'sub groups' | 'tags', adding: number, have: number, max: number) =>
    conflict(
      `This import adds ${count(adding)} ${what} to your ${count(have)}, past the ${count(max)} one account keeps: delete some, or import less`,
      what === 'time groups' ? 'TOO_MANY_TIME_GROUPS' : what === 'sub groups' ? 'TOO_MANY_SUB_GROUPS' : 'TOO_MANY_TAGS',
    ),
  exportTooLarge: (maxRows: number) =>
    new ApiError(413, 'EXPORT_TOO_LARGE', `The range holds more than ${count(maxRows)} stamps: export a shorter range`),
} satisfies Record<string, (...args: never[]) => ApiError>;
