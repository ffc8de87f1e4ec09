import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { noteDraftMachine, selectNoteDraft, type SaveDraftInput, type SaveDraftOutput } from '../../../../../machines/noteDraftMachine';
import type { OutboxChange } from '../../../../../machines/outboxMachine';
import type { Invalidation } from '../../../api/queryClient';
import { explained } from '../../../api/errorMessages';
import { useOutbox } from '../../../outbox/OutboxContext';
import { isQueued } from '../../../outbox/queued';
import { useQueueableMutation } from '../../../outbox/useQueueableMutation';
import { useUnsavedWork } from '../../../pwa/unsavedWork';
import { noteTitle } from '../noteText';
import { noteContextsKey, notesKey, type Note } from '../queries';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draftStorage';
import { noteMessages } from './messages';
import { changeFromDraft, draftFromChange, draftFromNote, idsFromSave, sameDraft, withIds, type NoteChange, type NoteDraft } from './noteDraft';

/**
 * What a quiet save refreshes: the lists that show the note's title, answers and entries, the
 * contexts' entries and the dashboard. No toast either way: the page shows the save's state.
 */
const autosaveInvalidates: readonly Invalidation[] = [notesKey, noteContextsKey, ['get', '/dashboard']];

/** The outbox's subject of a note's saves: each carries the whole note, so a newer one replaces one that waits. */
export const noteSubject = (noteId: string) => `note:${noteId}`;

interface QuietSave {
  body: NoteChange;
  /** What the outbox list calls the note. */
  title: string;
}

/**
 * The autosave's `PUT /note`, without spec §8's 'Updated note' (that is for explicit changes).
 * Offline or without an answer it waits in the outbox (issue 25), replacing a save of the note that
 * waits there already.
 */
function useQuietNoteSave() {
  return useQueueableMutation<{ data: Note }, QuietSave>({
    area: 'notes',
    label: ({ title }) => ({ id: noteMessages.outboxSaved.id, values: { name: title } }),
    request: ({ body }) => ({ method: 'PUT', path: '/note', body }),
    subject: ({ body }) => noteSubject(body.noteId),
    meta: { invalidates: autosaveInvalidates },
  });
}

interface StartingDraft {
  draft: NoteDraft;
  restored: NoteDraft | null;
  /** The outbox's save of the note the page starts from, if any. */
  handedOver: OutboxChange | null;
}

/**
 * What the page starts from: the device's unsaved draft when it says something the server does not
 * (typed after any save the outbox holds, so the newest), else the save waiting in the outbox.
 */
function startingDraft(userId: string, note: Note, waiting: OutboxChange | null): StartingDraft {
  const fromServer = draftFromNote(note);
  const stored = readStoredDraft(userId, note._id);
  if (stored && !sameDraft(stored, fromServer)) return { draft: stored, restored: stored, handedOver: waiting };
  // Nothing, or what the server already has (saved just before a reload): nothing to restore.
  if (stored) clearStoredDraft(userId, note._id);
  if (waiting) return { draft: draftFromChange(note, waiting.request.body as NoteChange), restored: null, handedOver: waiting };
  return { draft: fromServer, restored: null, handedOver: null };
}

/**
 * A note's working copy and its quiet autosave (machines/noteDraftMachine.ts, issue 10): every
 * change is kept on the device at once and sent after a pause, on a field's blur and when the
 * page is hidden or left; a draft left on the device by a reload or a failed save is restored
 * and saved. Offline (or without an answer) a save is handed to the outbox (issue 25), which keeps
 * it on the device instead and sends it later. `note` is the server's copy (refreshed once the
 * outbox's save lands); `waiting`, the outbox's save of the note that the server has not confirmed
 * yet when the page opened (shown over the server's copy).
 */
export function useNoteDraft(note: Note, userId: string, waiting: OutboxChange | null = null) {
  const noteId = note._id;
  const save = useQuietNoteSave();
  const outbox = useOutbox();
  const [start] = useState(() => startingDraft(userId, note, waiting));
  const [draft, setDraft] = useState(start.draft);

  // The note as the server last said (each save answers it), and the ids its saves gave new entries.
  const server = useRef(note);
  const ids = useRef(new Map<string, string>());
  // Set once the note is deleted: nothing more is sent or kept.
  const discarded = useRef(false);
  // The latest save handed to the outbox, and what it held: when the outbox sends that one, the
  // server has the page's writing.
  const handedOver = useRef<{ id: string; draft: NoteDraft } | null>(start.handedOver ? { id: start.handedOver.id, draft: start.draft } : null);
  // Sent by the outbox: the next copy of the note from the server says which ids its new entries got.
  const delivered = useRef<NoteDraft | null>(null);
  // The user discarded the outbox's save: the page shows the server's copies until they type again.
  const followServer = useRef(false);
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
    async (sent: NoteDraft): Promise<SaveDraftOutput> => {
      if (discarded.current) return { handedOver: false };
      const body = changeFromDraft(sent, server.current, ids.current);
      const title = sent.name.trim() ? noteTitle(sent) : noteTitle(server.current);
      const result = await explained(() => latest.current.mutateAsync({ body, title }));
      if (isQueued(result)) {
        // The outbox keeps it on the device and sends it: the device's copy is not needed when it is this one.
        handedOver.current = { id: result.queued.id, draft: sent };
        if (JSON.stringify(readStoredDraft(userId, noteId)) === JSON.stringify(sent)) clearStoredDraft(userId, noteId);
        return { handedOver: true };
      }
      const saved = result.data;
      server.current = saved;
      for (const [key, id] of idsFromSave(sent, saved)) ids.current.set(key, id);
      const stored = readStoredDraft(userId, noteId);
      if (discarded.current || !stored) return { handedOver: false };
      if (JSON.stringify(stored) === JSON.stringify(sent)) clearStoredDraft(userId, noteId);
      else writeStoredDraft(userId, noteId, withIds(stored, ids.current));
      return { handedOver: false };
    },
    [noteId, userId],
  );

  /* eslint-disable react-hooks/refs -- the actor and actions read the refs when they run, after render, never during it */
  const actor = useActorRef(
    noteDraftMachine.provide({
      actors: { saveRequest: fromPromise<SaveDraftOutput, SaveDraftInput>(({ input }) => put(input.draft)) },
      actions: {
        storeDraft: (_, { draft: changed }) => {
          if (!discarded.current) writeStoredDraft(userId, noteId, withIds(changed, ids.current));
        },
        forgetDraft: () => clearStoredDraft(userId, noteId),
      },
    }),
    { input: { restored: start.restored, handedOver: start.handedOver !== null } },
  );
  /* eslint-enable react-hooks/refs */

  // The outbox sent the page's latest save: the server has the writing (a save the outbox took but a
  // later one replaced is never sent, and an older one sent first is not the latest).
  useEffect(() => {
    const subscriptions = [
      outbox?.actor.on('change.sent', ({ change }) => {
        if (change.id !== handedOver.current?.id) return;
        delivered.current = handedOver.current.draft;
        handedOver.current = null;
        actor.send({ type: 'handover.delivered' });
      }),
      // The server refused it and the user discarded it: the page shows what the server has.
      outbox?.actor.on('change.discarded', ({ change }) => {
        if (change.id !== handedOver.current?.id) return;
        handedOver.current = null;
        followServer.current = true;
        clearStoredDraft(userId, noteId);
        setDraft(draftFromNote(server.current));
        actor.send({ type: 'handover.discarded' });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription?.unsubscribe());
  }, [actor, outbox, noteId, userId]);

  // Its landing refreshes the note (the outbox refreshes the screens): the server's copy and the ids
  // it gave the new entries, so the next save does not send them as new again.
  useEffect(() => {
    if (followServer.current && note !== server.current) {
      server.current = note;
      setDraft(draftFromNote(note));
      return;
    }
    const sent = delivered.current;
    if (!sent || note === server.current) return;
    delivered.current = null;
    server.current = note;
    for (const [key, id] of idsFromSave(sent, note)) ids.current.set(key, id);
  }, [note]);
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
      followServer.current = false;
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
