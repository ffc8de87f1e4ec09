import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The time tracker's refusals (contract/time.yaml TimeErrorCode, and heartbeat.yaml
 * HeartbeatErrorCode: heartbeats are the time tracker's), in the client's words.
 * api/errorMessages.ts gathers every area's `errors.ts` by file name; the texts load with the
 * signed-in shell (i18n/textParts.ts), so any screen can show them.
 */
export const areaErrors = defineMessages({
  NAME_AND_GROUP_REQUIRED: { id: 'api.areaErrors.nameAndGroupRequired', defaultMessage: 'Name and time group is required' },
  TIME_GROUP_NOT_FOUND: { id: 'api.areaErrors.timeGroupNotFound', defaultMessage: 'That time group no longer exists' },
  SUB_GROUP_NOT_FOUND: { id: 'api.areaErrors.subGroupNotFound', defaultMessage: 'That sub group no longer exists' },
  TIME_STAMP_NOT_FOUND: { id: 'api.areaErrors.timeStampNotFound', defaultMessage: 'That time stamp no longer exists' },
  END_BEFORE_START: { id: 'api.areaErrors.endBeforeStart', defaultMessage: 'A time stamp cannot end before it starts' },
  REOPEN_WITH_END_TIME: { id: 'api.areaErrors.reopenWithEndTime', defaultMessage: 'A reopened time stamp cannot have an end time' },
  ALREADY_ACTIVE: { id: 'api.areaErrors.alreadyActive', defaultMessage: 'That sub group already has a running time stamp' },
  ALREADY_ENDED: { id: 'api.areaErrors.alreadyEnded', defaultMessage: 'This stamp has already been stopped' },
  SUB_GROUP_NAME_TAKEN: { id: 'api.areaErrors.subGroupNameTaken', defaultMessage: 'The time group already has a sub group with that name' },
  HEARTBEAT_NOT_FOUND: { id: 'api.areaErrors.heartbeatNotFound', defaultMessage: 'That heartbeat URL no longer exists' },
  HEARTBEAT_SUB_GROUP_GONE: { id: 'api.areaErrors.heartbeatSubGroupGone', defaultMessage: 'The sub group of this heartbeat URL was deleted: choose another' },
  TAG_NOT_FOUND: { id: 'api.areaErrors.tagNotFound', defaultMessage: 'That tag no longer exists' },
  TAG_TITLE_TAKEN: { id: 'api.areaErrors.tagTitleTaken', defaultMessage: 'A tag with that title already exists' },
  GOAL_NOT_FOUND: { id: 'api.areaErrors.goalNotFound', defaultMessage: 'That goal no longer exists' },
  TOO_MANY_TIME_GROUPS: { id: 'api.areaErrors.tooManyTimeGroups', defaultMessage: 'You have 500 time groups, the most one account keeps: delete some before adding more' },
  TOO_MANY_SUB_GROUPS: { id: 'api.areaErrors.tooManySubGroups', defaultMessage: 'You have 2,000 sub groups across your time groups, the most one account keeps: delete some before adding more' },
  TOO_MANY_TAGS: { id: 'api.areaErrors.tooManyTags', defaultMessage: 'You have 500 tags, the most one account keeps: delete some before adding more' },
  TOO_MANY_GOALS: { id: 'api.areaErrors.tooManyGoals', defaultMessage: 'You have 1,000 goals, the most one account keeps: delete some before adding more' },
  IMPORT_TOO_LARGE: { id: 'api.areaErrors.importTooLarge', defaultMessage: 'The file is larger than 8 MB: export a shorter period and import it in parts' },
  IMPORT_TOO_MANY_ROWS: { id: 'api.areaErrors.importTooManyRows', defaultMessage: 'The file has more than 50,000 rows: export a shorter period and import it in parts' },
  IMPORT_UNREADABLE: { id: 'api.areaErrors.importUnreadable', defaultMessage: 'The file is not an export of the chosen app, or none of its rows can be read: check the app and the file' },
  EXPORT_TOO_LARGE: { id: 'api.areaErrors.exportTooLarge', defaultMessage: 'The range holds more than 100,000 stamps: export a shorter range' },
  TOO_MANY_HEARTBEATS: { id: 'api.areaErrors.tooManyHeartbeats', defaultMessage: 'You have 100 heartbeat URLs, the most one account keeps: delete some before adding more' },
}) satisfies Partial<Record<Schemas['TimeErrorCode'] | Schemas['HeartbeatErrorCode'], MessageDescriptor>>;
