import { ApiError, badRequest, conflict, notFound } from '../../errors';

/**
 * The refusals of the password vault that the client explains in its own words, each with the
 * contract's code (`PasswordsErrorCode`).
 */
export const refusals = {
  passwordNotFound: () => notFound('Password not found', 'PASSWORD_NOT_FOUND'),
  groupNotFound: () => notFound('Password group not found', 'PASSWORD_GROUP_NOT_FOUND'),
  idTaken: (what: string) => conflict(what, 'PASSWORD_ID_TAKEN'),
  groupNameTaken: () => conflict('You already have a password group with that name', 'PASSWORD_GROUP_NAME_TAKEN'),
  groupNotEmpty: (entries: number) =>
    conflict(`The password group holds ${entries} ${entries === 1 ? 'entry' : 'entries'}: send entries: delete, or entries: move with moveTo`, 'PASSWORD_GROUP_NOT_EMPTY'),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  moveIntoItself: () => badRequest('A password group cannot receive its own entries', 'MOVE_INTO_ITSELF'),
  moveNeedsTarget: () => badRequest('Send entries: move together with moveTo', 'MOVE_NEEDS_TARGET'),
  oneQueryAtATime: () => badRequest('Send at most one of passwordId, name and groupId', 'ONE_QUERY_AT_A_TIME'),
  tooManyPasswords: (max: number, room: number) =>
    conflict(
      `You can keep at most ${max.toLocaleString('en')} passwords; there is room for ${room.toLocaleString('en')} more: delete some first`,
      'TOO_MANY_PASSWORDS',
    ),
  tooManyGroups: (max: number, room: number) =>
    conflict(
      `You can keep at most ${max.toLocaleString('en')} password groups; there is room for ${room.toLocaleString('en')} more: delete some first`,
      'TOO_MANY_PASSWORD_GROUPS',
    ),
} satisfies Record<string, (...args: never[]) => ApiError>;
