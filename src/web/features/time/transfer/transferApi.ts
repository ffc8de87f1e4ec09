import { useMutation } from '@tanstack/react-query';
import type { RequestBody, Schemas } from '../../../../contract/types';
import { ApiCallError } from '../../../api/apiResult';
import type { FileLanguage } from '../../../components/transfer/fileLanguage';
import { useApi } from '../../../api/useApi';
import { useAuthRuntime } from '../../../auth/AuthProvider';
import { downloadBlob } from '../../../components/transfer/downloadBlob';
import { timeChangeInvalidates } from '../queries';

export type ImportRequest = RequestBody<'importTime'>;
export type ImportReport = Schemas['TimeImportReport'];
export type ExportFormat = Schemas['TimeExportFormat'];

/** The contract's limit on `csv` (IMPORT_TOO_LARGE): 8 MiB, checked before sending. */
export const maxImportBytes = 8 * 1024 * 1024;

/**
 * POST /time-import: with dryRun the preview, without it the import, which refreshes every time
 * view and the tags. Failures are the screen's to explain (no toast).
 */
export function useTimeImport() {
  return useApi().useMutation('post', '/time-import', {
    meta: { invalidates: [...timeChangeInvalidates, ['get', '/tag']] },
  });
}

/** A refusal's envelope as an ApiCallError, so its code finds its words (errorMessages.ts). */
function refusal(error: unknown, response: Response): ApiCallError {
  const envelope = typeof error === 'object' && error !== null ? (error as { error?: { code?: string; message?: string } }).error : undefined;
  return new ApiCallError(envelope?.message ?? `The call failed (HTTP ${response.status}).`, response.status, envelope?.code);
}

export interface ExportRequest {
  from: string;
  to: string;
  timeZone: string;
  format: ExportFormat;
  language: FileLanguage;
}

/**
 * GET /time-export: the file's bytes (not the envelope), so through the client itself (its
 * middleware still adds the token), offered as a download named as the server names it.
 */
export function useTimeExport() {
  const { client } = useAuthRuntime();
  return useMutation({
    mutationFn: async (query: ExportRequest) => {
      const result = await client.GET('/time-export', { params: { query }, parseAs: 'blob' });
      if (!result.response.ok || typeof (result.data as Blob | undefined)?.size !== 'number') throw refusal(result.error, result.response);
      downloadBlob(`time-${query.from}-${query.to}.${query.format}`, result.data as Blob);
    },
  });
}
