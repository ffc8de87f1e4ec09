import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '../../../../contract/types';
import type { Api } from '../../../api/api';
import { ApiCallError, unwrap } from '../../../api/apiResult';
import { useAuthRuntime } from '../../../auth/AuthProvider';
import { readExport } from './exportProgress';

export type AccountDataSummary = Schemas['AccountDataSummary'];
export type AccountDataPreview = Schemas['AccountDataPreview'];

/** Every GET /account-data query. */
export const accountDataSummaryKey = ['get', '/account-data'] as const;

/** GET /account-data: the counts per area (the download's total) and whether the account is empty. */
export function accountDataSummaryQuery(api: Api) {
  return api.queryOptions('get', '/account-data', undefined, { select: (body) => body.data });
}

/** A refusal's envelope as an ApiCallError, so its code finds its words (errorMessages.ts). */
async function refusal(response: Response): Promise<ApiCallError> {
  const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
  return new ApiCallError(body?.error?.message ?? `The call failed (HTTP ${response.status}).`, response.status, body?.error?.code);
}

/** The file name the server gave the download (Content-Disposition), or a dated one. */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `lifelog-${new Date().toISOString().slice(0, 10)}.zip`;
}

/**
 * GET /account-data/export, read as it streams: `onRows` hears how many rows have arrived. The
 * zip goes through the client itself (its middleware adds the token), not the envelope's hooks.
 */
export function useDownloadEverything(onRows: (rows: number) => void) {
  const { client } = useAuthRuntime();
  return useMutation({
    mutationFn: async (): Promise<{ blob: Blob; fileName: string }> => {
      const result = await client.GET('/account-data/export', { parseAs: 'stream' });
      const body = result.response.body;
      if (!result.response.ok || body === null) throw await refusal(result.response);
      return { blob: await readExport(body, onRows), fileName: fileNameOf(result.response) };
    },
  });
}

/** POST /account-data/preview or /restore with the chosen file's bytes as the body. */
export function useSendExportFile(path: '/account-data/preview' | '/account-data/restore') {
  const { client } = useAuthRuntime();
  return useMutation({
    mutationFn: async (file: File): Promise<AccountDataPreview> => {
      const result = await client.POST(path, {
        body: (await file.arrayBuffer()) as never,
        bodySerializer: (body: unknown) => body as BodyInit,
        headers: { 'Content-Type': 'application/zip' },
      });
      return unwrap(result) as AccountDataPreview;
    },
  });
}
