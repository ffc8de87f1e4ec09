import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/useApi';
import { noteContextsQuery, useCreateNoteContext, useDeleteNoteContext, useUpdateNoteContext } from '../queries';
import { ContextsScreen } from './ContextsScreen';
import { loadable } from '../loadable';

/**
 * /note-contexts: the contexts come with the route; each change refreshes them and shows its toast
 * (../queries.ts), a refused name also beside the field.
 */
export function ContextsRoute() {
  const api = useApi();
  const contexts = useQuery(noteContextsQuery(api));
  const create = useCreateNoteContext();
  const update = useUpdateNoteContext();
  const remove = useDeleteNoteContext();

  const busy = new Set<string>();
  if (create.isPending) busy.add('new');
  if (update.isPending && update.variables) busy.add(update.variables.body.contextId);
  if (remove.isPending && remove.variables) busy.add(remove.variables.params.query.contextId);

  return (
    <ContextsScreen
      contexts={loadable(contexts)}
      busy={busy}
      onRetry={() => void contexts.refetch()}
      onAdd={({ name, description }) => create.mutateAsync({ body: description ? { name, description } : { name } })}
      onEdit={(contextId, change) => update.mutateAsync({ body: { contextId, ...change } })}
      onDelete={(contextId) => remove.mutateAsync({ params: { query: { contextId } } })}
    />
  );
}
