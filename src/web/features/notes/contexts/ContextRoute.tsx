import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { isNotFound } from '../../../api/refusal';
import { useApi } from '../../../api/useApi';
import { noteContextQuery } from '../queries';
import { ContextScreen, type ContextState } from './ContextScreen';

/** /note-context/:contextId: the context and its entries across every note, loaded with the route. */
export function ContextRoute() {
  const { contextId } = useParams({ strict: false }) as { contextId: string };
  const api = useApi();
  const context = useQuery(noteContextQuery(api, contextId));
  const state: ContextState =
    context.status === 'success'
      ? { status: 'ready', data: context.data }
      : context.status === 'pending'
        ? { status: 'loading' }
        : isNotFound(context.error)
          ? { status: 'notFound' }
          : { status: 'error' };
  return <ContextScreen context={state} onRetry={() => void context.refetch()} />;
}
