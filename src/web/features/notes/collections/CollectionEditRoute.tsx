import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useApi } from '../../../api/useApi';
import { useCurrentUser } from '../../../auth/AuthProvider';
import { useSavePreferences } from '../../../auth/userMutations';
import { errorMessages } from '../../../components/form/formMessages';
import { notesCollectionQuery, notesCollectionsQuery, useDeleteNotesCollection, useUpdateNotesCollection } from '../queries';
import { changeOf } from './collectionDraft';
import { CollectionEditScreen, type JournalChoice } from './CollectionEditScreen';
import { CollectionsSidebar } from './CollectionsSidebar';
import { findableCollection } from '../loadable';
import { collectionToasts } from './messages';

/**
 * "Use as journal": the account's `journalGroup` preference (spec §3), saved at once with the
 * account's own call (useSavePreferences, as the other preferences are). While the save runs the
 * new choice shows; a failed one says 'Could not update preferences' and the saved one returns.
 */
function useJournalChoice(collectionId: string) {
  const saved = useCurrentUser()?.preferences.journalGroup ?? null;
  const save = useSavePreferences({ successToast: collectionToasts.journalSaved, failureToast: errorMessages.preferencesFailed });
  const [pending, setPending] = useState<{ value: string | null; ticket: number } | null>(null);
  const change = (useAsJournal: boolean) => {
    const value = useAsJournal ? collectionId : null;
    const ticket = (pending?.ticket ?? 0) + 1;
    setPending({ value, ticket });
    // Only the last change decides what shows once its save settles.
    const settle = () => setPending((now) => (now?.ticket === ticket ? null : now));
    save.mutateAsync({ journalGroup: value }).then(settle, settle);
  };
  const current = pending ? pending.value : saved;
  return { current, saved, isSaving: save.isPending, change };
}

/**
 * /notes-collection/:id/edit on the collection (loaded with the route): saving is one PUT with
 * spec §8's toasts; deleting asks first, then opens /notes-collections.
 */
export function CollectionEditRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  const api = useApi();
  // While it is being deleted the collection is not fetched again: the deletion refreshes the
  // collections, and this one would answer "not found" on its way out.
  const [deleting, setDeleting] = useState(false);
  const collection = useQuery({ ...notesCollectionQuery(api, id), enabled: !deleting });
  const collections = useQuery(notesCollectionsQuery(api));
  const update = useUpdateNotesCollection();
  const remove = useDeleteNotesCollection();
  const navigate = useNavigate();
  const journal = useJournalChoice(id);
  // Quiet: "Deleted notes collection" already says what happened.
  const forgetJournal = useSavePreferences({ failureToast: errorMessages.preferencesFailed });
  const journalChoice: JournalChoice = {
    checked: journal.current === id,
    otherName: journal.saved && journal.saved !== id ? collections.data?.find((each) => each._id === journal.saved)?.name : null,
    isSaving: journal.isSaving,
  };

  return (
    <>
      <CollectionEditScreen
        collection={findableCollection(collection)}
        onRetry={() => void collection.refetch()}
        isSaving={update.isPending}
        onSave={(draft) => update.mutateAsync({ body: changeOf(id, draft) })}
        journal={journalChoice}
        onJournalChange={journal.change}
        isDeleting={remove.isPending}
        onDelete={async (deleteNotes) => {
          flushSync(() => setDeleting(true));
          try {
            await remove.mutateAsync({ params: { query: { notesCollectionId: id, deleteNotes } } });
          } catch (error) {
            setDeleting(false);
            throw error;
          }
          // The journal went with it: the preference no longer names a collection (a failure is toasted).
          if (journal.saved === id) await forgetJournal.mutateAsync({ journalGroup: null }).catch(() => undefined);
          await navigate({ to: '/notes-collections' });
        }}
      />
      <CollectionsSidebar />
    </>
  );
}
