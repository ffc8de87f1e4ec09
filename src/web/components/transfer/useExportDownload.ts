import { useMutation } from '@tanstack/react-query';
import { ApiCallError } from '../../api/apiResult';
import { useAuthRuntime } from '../../auth/AuthProvider';
import { downloadBlob, fileNameOf } from './downloadBlob';

/** A GET that answers a file (an area's export), read as a Blob. */
type FileGet = (path: string, init: { params?: { query: Record<string, string> }; parseAs: 'blob' }) => Promise<{ data?: unknown; response: Response }>;

/**
 * Fetches an export through the API client (its middleware adds the token and handles 401/403)
 * and hands it to the browser as a download named as the server says.
 */
export function useExportDownload(path: `/${string}-export`, fallbackName: string, query?: Record<string, string>) {
  const { client } = useAuthRuntime();
  return useMutation({
    mutationFn: async () => {
      const result = await (client.GET as unknown as FileGet)(path, { ...(query === undefined ? {} : { params: { query } }), parseAs: 'blob' });
      // Not `instanceof Blob`: the Blob a response makes need not be this realm's (test environments).
      if (!result.response.ok || typeof (result.data as Blob | undefined)?.size !== 'number') {
        throw new ApiCallError(`The export failed (HTTP ${result.response.status}).`, result.response.status);
      }
      downloadBlob(fileNameOf(result.response.headers.get('content-disposition'), fallbackName), result.data as Blob);
    },
  });
}
