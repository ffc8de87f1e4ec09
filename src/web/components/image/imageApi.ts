import { useMutation, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../contract/types';
import { ApiCallError, unwrap } from '../../api/apiResult';
import type { ApiClient } from '../../api/client';
import { useAuthRuntime } from '../../auth/AuthProvider';

// Images (contract/images.yaml) travel as bytes, not the JSON envelope, so these calls go through
// the client itself (its middleware still adds the token and handles 401/403) rather than the
// query hooks, whose check wants an envelope with a truthy status.

export type ImageSize = Schemas['ImageSize'];
export type StoredImageInfo = Schemas['Image'];

/** The contract's upload limit (IMAGE_TOO_LARGE): 5 MiB, checked before sending. */
export const maxImageBytes = 5 * 1024 * 1024;

/** A refusal's envelope as an ApiCallError, so its code finds its words (errorMessages.ts). */
function refusal(error: unknown, response: Response): ApiCallError {
  const envelope = typeof error === 'object' && error !== null ? (error as { error?: { code?: string; message?: string } }).error : undefined;
  return new ApiCallError(envelope?.message ?? `The call failed (HTTP ${response.status}).`, response.status, envelope?.code);
}

async function fetchImage(client: ApiClient, imageId: string, size: ImageSize, signal: AbortSignal): Promise<Blob> {
  const result = await client.GET('/image/{imageId}', { params: { path: { imageId }, query: { size } }, parseAs: 'blob', signal });
  // Not `instanceof Blob`: the Blob a response makes need not be this realm's (test environments).
  if (!result.response.ok || typeof (result.data as Blob | undefined)?.size !== 'number') throw refusal(result.error, result.response);
  return result.data as Blob;
}

/** GET /image/{imageId}?size=: the bytes of one size. An image id's content never changes, so once fetched it stays. */
export function useImageBytes(imageId: string, size: ImageSize) {
  const { client } = useAuthRuntime();
  return useQuery({
    queryKey: ['image', imageId, size],
    queryFn: ({ signal }) => fetchImage(client, imageId, size, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /image with the file's bytes as the body and its type (the server checks the content). */
export function useImageUpload() {
  const { client } = useAuthRuntime();
  return useMutation({
    mutationFn: async (file: File): Promise<StoredImageInfo> => {
      const bytes = await file.arrayBuffer();
      const result = await client.POST('/image', {
        body: bytes as never,
        bodySerializer: (body: unknown) => body as BodyInit,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      });
      return unwrap(result) as StoredImageInfo;
    },
  });
}
