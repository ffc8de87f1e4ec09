import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The account export's refusals (contract/accountData.yaml AccountDataErrorCode), in the client's
 * words; api/errorMessages.ts gathers every area's `errors.ts` by file name.
 */
export const areaErrors = defineMessages({
  ACCOUNT_DATA_NOT_A_ZIP: { id: 'api.areaErrors.accountDataNotAZip', defaultMessage: 'It is not a zip file. Choose the file that "Download everything" saved.' },
  ACCOUNT_DATA_TOO_LARGE: { id: 'api.areaErrors.accountDataTooLarge', defaultMessage: 'The file is larger than this server takes (512 MB).' },
  ACCOUNT_DATA_INFLATES_TOO_MUCH: { id: 'api.areaErrors.accountDataInflatesTooMuch', defaultMessage: 'The file unpacks to far more than an export can hold, so it was not opened.' },
  ACCOUNT_DATA_TOO_MANY_ROWS: { id: 'api.areaErrors.accountDataTooManyRows', defaultMessage: 'The file holds more rows or files than an account can.' },
  ACCOUNT_DATA_NEWER_FORMAT: { id: 'api.areaErrors.accountDataNewerFormat', defaultMessage: 'The file comes from a newer version of the app. Update this server first.' },
  ACCOUNT_DATA_UNSAFE_PATH: { id: 'api.areaErrors.accountDataUnsafePath', defaultMessage: 'The file holds a path that points outside it, so it was not opened.' },
  ACCOUNT_DATA_DAMAGED: { id: 'api.areaErrors.accountDataDamaged', defaultMessage: 'The file is damaged or was changed after it was saved.' },
  ACCOUNT_NOT_EMPTY: { id: 'api.areaErrors.accountNotEmpty', defaultMessage: 'This account already holds data. Sign up a new account and restore there.' },
}) satisfies Partial<Record<Schemas['AccountDataErrorCode'], MessageDescriptor>>;
