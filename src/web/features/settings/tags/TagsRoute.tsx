import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/useApi';
import { tagsQuery, useCreateTag, useDeleteTag, useRenameTag } from './tagQueries';
import { TagsScreen, type TagsState } from './TagsScreen';

/** /settings/tags: the tags come with the route; each change refreshes them (and the groups that carry them). */
export function TagsRoute() {
  const tags = useQuery(tagsQuery(useApi()));
  const create = useCreateTag();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const state: TagsState = tags.isSuccess ? { status: 'ready', tags: tags.data } : tags.isError ? { status: 'error' } : { status: 'loading' };
  const busy = new Set<string>();
  if (create.isPending) busy.add('new');
  if (rename.isPending && rename.variables) busy.add(rename.variables.body.tagId);
  if (remove.isPending && remove.variables) busy.add(remove.variables.params.query.tagId);
  return (
    <TagsScreen
      state={state}
      busy={busy}
      onRetry={() => void tags.refetch()}
      onAdd={(title) => create.mutateAsync({ body: { title } })}
      onRename={(tagId, title) => rename.mutateAsync({ body: { tagId, title } })}
      onDelete={(tagId) => remove.mutateAsync({ params: { query: { tagId } } })}
    />
  );
}
