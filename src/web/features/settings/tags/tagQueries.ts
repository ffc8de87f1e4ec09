import type { Api } from '../../../api/api';
import { useApi } from '../../../api/useApi';
import { tagToasts } from './messages';

/** Every GET /tag query. */
export const tagsKey = ['get', '/tag'] as const;
// Time groups answer with their tags' titles, so a tag change refreshes them too.
const tagChanged = [tagsKey, ['get', '/time-group']] as const;

/** GET /tag: the user's tags, by title. Its failure is the screen's to show (with a retry). */
export function tagsQuery(api: Api) {
  return api.queryOptions('get', '/tag', undefined, { select: (body) => body.data });
}

/** POST /tag {title}. */
export function useCreateTag() {
  return useApi().useMutation('post', '/tag', {
    meta: { invalidates: tagChanged, successToast: tagToasts.added, failureToast: tagToasts.addFailed },
  });
}

/** PUT /tag {tagId, title}: the groups that carry it show the new title. */
export function useRenameTag() {
  return useApi().useMutation('put', '/tag', {
    meta: { invalidates: tagChanged, successToast: tagToasts.updated, failureToast: tagToasts.updateFailed },
  });
}

/** DELETE /tag?tagId=: taken off every group that carried it. */
export function useDeleteTag() {
  return useApi().useMutation('delete', '/tag', {
    meta: { invalidates: tagChanged, successToast: tagToasts.deleted, failureToast: tagToasts.deleteFailed },
  });
}
