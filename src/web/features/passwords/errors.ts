import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The password vault's refusals that a person can act on (contract/passwords.yaml
 * PasswordsErrorCode), in the client's words; api/errorMessages.ts gathers every area's
 * `errors.ts` by file name. The others keep the screens' own messages for the failed action.
 */
export const areaErrors = defineMessages({
  TOO_MANY_PASSWORDS: { id: 'api.areaErrors.tooManyPasswords', defaultMessage: 'You can keep at most 10,000 passwords: delete some before adding or importing more' },
  TOO_MANY_PASSWORD_GROUPS: { id: 'api.areaErrors.tooManyPasswordGroups', defaultMessage: 'You can keep at most 500 password groups: delete some before adding or importing more' },
}) satisfies Partial<Record<Schemas['PasswordsErrorCode'], MessageDescriptor>>;
