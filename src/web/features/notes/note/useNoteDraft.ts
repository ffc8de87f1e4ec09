import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { noteDraftMachine, selectNoteDraft, type SaveDraftInput } from '../../../../../machines/noteDraftMachine';
import type { Invalidation } from '../../../api/queryClient';
import { explained } from '../../../api/errorMessages';
import { useApi } from '../../../api/useApi';
import { useUnsavedWork } from '../../../pwa/unsavedWork';
import { noteContextsKey, notesKey, type Note } from '../queries';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draftStorage';
import { changeFromDraft, draftFromNote, idsFromSave, sameDraft, withIds, type NoteDraft } from './noteDraft';

/**
 * What a quiet save refreshes: the lists that show the note's title, answers and entries, the
 * contexts' entries and the dashboard. No toast either way: the page shows the save's state.
 */
const autosaveInvalidates: readonly Invalidation[] = [notesKey, noteContextsKey, ['get', '/dashboard']];

/** The autosave's `PUT /note`, without spec §8's 'Updated note' (that is for explicit changes). */
function useQuietNoteSave() {
  return useApi().useMutation('put', '/note', { meta: { invalidates: autosaveInvalidates } });
}

/** What the page starts from: the device's unsaved draft when it says something the server does not. */
function startingDraft(userId: string, note: Note): { draft: NoteDraft; restored: NoteDraft | null } {
  const fromServer = draftFromNote(note);
  const stored = readStoredDraft(userId, note._id);
  if (stored && !sameDraft(stored, fromServer)) return { draft: stored, restored: stored };
  // Nothing, or what the server already has (saved just before a reload): nothing to restore.
  if (stored) clearStoredDraft(userId, note._id);
  return { draft: fromServer, restored: null };
}

/**
 * A note's working copy and its quiet autosave (machines/noteDraftMachine.ts, issue 10): every
 * change is kept on the device at once and sent after a pause, on a field's blur and when the
 * page is hidden or left; a draft left on the device by a reload or a failed save is restored
 * and saved. `note` is the server's copy when the page opened.
 */
export function useNoteDraft(note: Note, userId: string) {
  const noteId = note._id;
  const save = useQuietNoteSave();
  const [start] = useState(() => startingDraft(userId, note));
  const [draft, setDraft] = useState(start.draft);

  // The note as the server last said (each save answers it), and the ids its saves gave new entries.
  const server = useRef(note);
  const ids = useRef(new Map<string, string>());
  // Set once the note is deleted: nothing more is sent or kept.
  const discarded = useRef(false);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });

  /**
   * Sends the draft. After the server's answer, the device's copy is dropped when it is what was
   * sent, else rewritten with the new entries' ids, even when the page was left meanwhile, so a
   * later restore never adds an entry twice.
   */
  const put = useCallback(
    async (sent: NoteDraft): Promise<Note> => {
      if (discarded.current) return server.current;
      const body = changeFromDraft(sent, server.current, ids.current);
      const saved = await explained(async () => (await latest.current.mutateAsync({ body })).data);
      server.current = saved;
      for (const [key, id] of idsFromSave(sent, saved)) ids.current.set(key, id);
      const stored = readStoredDraft(userId, noteId);
      if (discarded.current || !stored) return saved;
      if (JSON.stringify(stored) === JSON.stringify(sent)) clearStoredDraft(userId, noteId);
      else writeStoredDraft(userId, noteId, withIds(stored, ids.current));
      return saved;
    },
    [noteId, userId],
  );

  /* eslint-disable react-hooks/refs -- the actor and actions read the refs when they run, after render, never during it */
  const actor = useActorRef(
    noteDraftMachine.provide({
      actors: { saveRequest: fromPromise<unknown, SaveDraftInput>(({ input }) => put(input.draft)) },
      actions: {
        storeDraft: (_, { draft: changed }) => {
          if (!discarded.current) writeStoredDraft(userId, noteId, withIds(changed, ids.current));
        },
        forgetDraft: () => clearStoredDraft(userId, noteId),
      },
    }),
    { input: { restored: start.restored } },
  );
  /* eslint-enable react-hooks/refs */
  const view = useSelector(actor, selectNoteDraft, shallowEqual);
  // A new version of the app is not offered while the server has not confirmed a change.
  useUnsavedWork(view.unsavedDraft !== null);

  // Hidden (another tab, the phone's home screen) or closing: save now rather than after the pause.
  useEffect(() => {
    const flush = () => actor.send({ type: 'draft.flushed' });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [actor]);

  // Leaving the page within the app stops the machine: a change still waiting for its pause (or
  // for a retry) is sent now. Should that fail too, the device's copy is restored next time.
  useEffect(
    () => () => {
      const left = selectNoteDraft(actor.getSnapshot());
      if (discarded.current || !left.unsavedDraft || left.status === 'saving') return;
      void put(left.unsavedDraft).catch(() => undefined);
    },
    [actor, put],
  );

  const change = useCallback(
    (next: NoteDraft) => {
      setDraft(next);
      actor.send({ type: 'draft.changed', draft: next });
    },
    [actor],
  );

  return {
    draft,
    view,
    change,
    flush: useCallback(() => actor.send({ type: 'draft.flushed' }), [actor]),
    retry: useCallback(() => actor.send({ type: 'save.retried' }), [actor]),
    dismissRestored: useCallback(() => actor.send({ type: 'restored.dismissed' }), [actor]),
    /** The note is deleted: forget the device's copy and send nothing more. */
    discard: useCallback(() => {
      discarded.current = true;
      clearStoredDraft(userId, noteId);
    }, [noteId, userId]),
  };
}
