import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { OutboxChange } from '../../../../../machines/outboxMachine';
import { isNotFound } from '../../../api/refusal';
import { useApi } from '../../../api/useApi';
import { useCurrentUser } from '../../../auth/AuthProvider';
import { useOutboxView, useUnsentChanges } from '../../../outbox/OutboxContext';
import { SidebarSection } from '../../../shell/sidebarSection';
import {
  collectionNotesQuery,
  noteContextsQuery,
  noteQuery,
  notesCollectionQuery,
  notesCollectionsQuery,
  useCreateNoteContext,
  useDeleteNote,
  useUpdateNote,
  type Note,
} from '../queries';
import type { ContextsState } from './ContextPicker';
import { noteMessages as m, noteValueMessages as v } from './messages';
import { noteTitle } from '../noteText';
import { NoteScreen, type CollectionState } from './NoteScreen';
import { NoteLoadFailed, NoteLoading, NoteNotFound } from './NoteStates';
import { noteSubject, useNoteDraft } from './useNoteDraft';

/** /note/:id on the stores. The loader has fetched the note; a failure is shown here with a way out. */
export function NoteRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const note = useQuery(noteQuery(useApi(), id));
  const user = useCurrentUser();
  const outboxStatus = useOutboxView().status;
  const unsent = useUnsentChanges('notes');
  // The outbox's latest save of this note, shown over the server's copy until the server has it.
  const waiting = unsent.findLast((change) => change.subject === noteSubject(id)) ?? null;
  // Once loaded, the page keeps its copy through a failed refetch: the writing goes on. It waits for
  // the outbox to be read from the device: a save of the note may wait there (a reload offline).
  if (note.data && outboxStatus !== 'loading')
    return <NoteEditor key={id} note={note.data} userId={user?._id ?? 'visitor'} waiting={waiting} notSentYet={waiting !== null} />;
  if (note.isPending || note.data) return <NoteLoading />;
  if (isNotFound(note.error)) return <NoteNotFound />;
  return <NoteLoadFailed onRetry={() => void note.refetch()} />;
}

interface NoteEditorProps {
  note: Note;
  userId: string;
  /** The outbox's save of the note that the server has not confirmed (read once, at the start). */
  waiting: OutboxChange | null;
  /** A save of the note waits in the outbox: the page says "Not sent yet". */
  notSentYet: boolean;
}

function NoteEditor({ note, userId, waiting, notSentYet }: NoteEditorProps) {
  const api = useApi();
  const intl = useIntl();
  const navigate = useNavigate();
  const { draft, view, change, flush, retry, dismissRestored, discard } = useNoteDraft(note, userId, waiting);
  const collectionId = note.notesCollectionId;
  const collection = useQuery({ ...notesCollectionQuery(api, collectionId ?? ''), enabled: collectionId !== null });
  const collections = useQuery(notesCollectionsQuery(api));
  const contexts = useQuery(noteContextsQuery(api));
  // The sidebar lists the newest page (20) of the collection's notes, by creation time (spec §2).
  const siblings = useQuery({ ...collectionNotesQuery(api, collectionId ?? '', 1), enabled: collectionId !== null });
  const createContext = useCreateNoteContext();
  const updateNote = useUpdateNote();
  const deleteNote = useDeleteNote();

  const collectionState: CollectionState =
    collectionId === null
      ? { status: 'none' }
      : collection.data
        ? { status: 'ready', data: collection.data }
        : { status: collection.isError ? 'error' : 'loading' };
  const contextsState: ContextsState = contexts.data ? { status: 'ready', data: contexts.data } : { status: contexts.isError ? 'error' : 'loading' };
  const sidebarLinks = [...(siblings.data?.notes ?? [])]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((each) => ({ key: each._id, label: noteTitle(each), to: `/note/${each._id}` }));

  const remove = () =>
    deleteNote.mutate(
      { params: { query: { noteId: note._id } } },
      {
        onSuccess: () => {
          discard();
          if (collectionId) void navigate({ to: '/notes-collection/$id', params: { id: collectionId } });
          else void navigate({ to: '/notes-collections' });
        },
      },
    );

  return (
    <>
      {collectionId !== null ? (
        <SidebarSection
          label={intl.formatMessage(v.sidebarHeading, { collection: collection.data?.name ?? intl.formatMessage(m.collectionFallback) })}
          links={sidebarLinks}
          empty={siblings.isPending ? intl.formatMessage(m.sidebarLoading) : undefined}
        />
      ) : null}
      <NoteScreen
        note={note}
        draft={draft}
        save={view}
        notSentYet={notSentYet}
        collection={collectionState}
        collections={collections.data}
        contexts={contextsState}
        isSavingDetails={updateNote.isPending}
        isDeleting={deleteNote.isPending}
        onChange={change}
        onFlush={flush}
        onRetrySave={retry}
        onDismissRestored={dismissRestored}
        onCreateContext={async (name) => (await createContext.mutateAsync({ body: { name } })).data}
        onRetryContexts={() => void contexts.refetch()}
        onSaveDetails={(details) => updateNote.mutate({ body: { noteId: note._id, ...details } })}
        onDelete={remove}
      />
    </>
  );
}
