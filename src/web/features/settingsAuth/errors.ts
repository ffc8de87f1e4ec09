import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '../../../contract/types';

/** The words for the accounts' refusals that only these settings meet (gathered by api/errorMessages.ts). */
export const areaErrors = defineMessages({
  TWO_FACTOR_CODE_REQUIRED: {
    id: 'api.areaErrors.twoFactorCodeRequired',
    defaultMessage: 'Two-factor authentication is on: enter a code from your authenticator app or a recovery code',
  },
}) satisfies Partial<Record<ErrorCode, MessageDescriptor>>;
