import { ApiError, conflict } from '../errors';
import { formatBytes } from '../errorReply';

/** Why a file cannot be restored (`AccountDataErrorCode`); nothing is written when one is thrown. */
export const refusals = {
  notAZip: () => new ApiError(400, 'ACCOUNT_DATA_NOT_A_ZIP', 'The file is not a zip: choose the file that "Download everything" saved'),
  tooLarge: (limit: number) => new ApiError(413, 'ACCOUNT_DATA_TOO_LARGE', `The file is larger than the limit of ${formatBytes(limit)}`),
  inflatesTooMuch: (limit: number) =>
    new ApiError(413, 'ACCOUNT_DATA_INFLATES_TOO_MUCH', `The zip unpacks to more than ${formatBytes(limit)}, more than an export of this app can hold`),
  tooManyFiles: (limit: number) => new ApiError(413, 'ACCOUNT_DATA_TOO_MANY_ROWS', `The zip holds more than ${limit.toLocaleString('en')} files`),
  tooManyRows: (limit: number) => new ApiError(413, 'ACCOUNT_DATA_TOO_MANY_ROWS', `The file holds more than ${limit.toLocaleString('en')} rows`),
  newerFormat: (version: number, supported: number) =>
    new ApiError(
      422,
      'ACCOUNT_DATA_NEWER_FORMAT',
      `The file is in export format ${version}, newer than this server reads (up to ${supported}): update this server first`,
    ),
  unsafePath: (path: string) => new ApiError(422, 'ACCOUNT_DATA_UNSAFE_PATH', `The zip holds a file outside its own folder: ${JSON.stringify(path.slice(0, 200))}`),
  damaged: (what: string) => new ApiError(422, 'ACCOUNT_DATA_DAMAGED', `The file is damaged: ${what}`),
  notEmpty: () =>
    conflict('This account already holds data; a restore goes only into an empty account (sign up a new one and restore there)', 'ACCOUNT_NOT_EMPTY'),
};
