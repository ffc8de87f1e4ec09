import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { messageForError } from '../../../api/errorMessages';
import { useApi } from '../../../api/useApi';
import { useToast } from '../../../shell/ToastProvider';
import { useVaultKey } from '../../../vault/useVaultKey';
import { openField, SealBrokenError } from '../../../vault/vaultCrypto';
import { entriesToCompare, entriesToImport, planImport, type ExistingLogin, type ImportPlan } from './importPlan';
import { ImportRefusedError, maxImportFileBytes, type ImportRefusal, type ParsedImport } from './importTypes';
import { importMessages, importValueMessages } from './messages';
import { fetchVaultContents, useImportPasswords } from './queries';
import { readImportFile } from './readImportFile';
import { checkImportSize, sealImport } from './sealImport';
import { openVaultFile, unlockVaultFile, vaultFileOpensWith, type VaultFile } from './vaultFile';

/** Where an import stands; each step is one thing the panel shows. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'reading' }
  /** This app's export, made with a vault key this tab does not have: its extra password is asked. */
  | { step: 'filePassword'; file: VaultFile; wrongPassword: boolean; busy: boolean }
  | { step: 'opening'; done: number; total: number }
  | { step: 'preview'; plan: ImportPlan; parsed: ParsedImport; skipDuplicates: boolean }
  | { step: 'sealing'; plan: ImportPlan; done: number; total: number }
  | { step: 'saving'; plan: ImportPlan }
  | { step: 'saveFailed'; parsed: ParsedImport; reason: MessageDescriptor }
  | { step: 'refused'; refusal: ImportRefusal; detail?: string | number }
  | { step: 'failed'; message: MessageDescriptor };

export interface ImportFlow {
  state: ImportState;
  chooseFile: (file: File) => void;
  submitFilePassword: (extraPassword: string) => void;
  setSkipDuplicates: (skip: boolean) => void;
  confirm: () => void;
  /** Back to a fresh choice of file (cancel, or after a refusal). */
  reset: () => void;
  /** After a failed save: read the vault again and show the preview anew. */
  retry: () => void;
}

/**
 * The import, from a chosen file to one POST /password-import: read and recognise the file, open
 * this app's export (with the tab's vault key, else the password it was made with), preview it
 * against the vault as it is now, seal every entry in this browser, and save it all at once.
 * A step overtaken by `reset` (a new file, Cancel) is dropped when it finishes.
 */
export function useImportFlow(): ImportFlow {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const vaultKey = useVaultKey();
  const importPasswords = useImportPasswords();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const run = useRef(0);

  /** Runs one step of the current attempt; its outcome is dropped when a newer attempt started. */
  const step = useCallback(async (work: (isCurrent: () => boolean) => Promise<void>) => {
    const mine = ++run.current;
    const isCurrent = () => mine === run.current;
    try {
      await work(isCurrent);
    } catch (error) {
      if (!isCurrent()) return;
      if (error instanceof ImportRefusedError) setState({ step: 'refused', refusal: error.reason, detail: error.detail });
      else setState({ step: 'failed', message: failureMessage(error) });
    }
  }, []);

  const showPreview = useCallback(
    async (parsed: ParsedImport, isCurrent: () => boolean) => {
      if (!vaultKey) throw new LockedError();
      const { passwords, groups } = await fetchVaultContents(queryClient, api);
      const existing: ExistingLogin[] = [];
      for (const entry of entriesToCompare(parsed, passwords)) {
        try {
          existing.push({ name: entry.name, username: await openField(vaultKey, entry._id, 'username', entry.username) });
        } catch (error) {
          // An entry that does not open cannot be compared; its own page says it is broken.
          if (!(error instanceof SealBrokenError)) throw error;
        }
      }
      const plan = planImport(parsed, groups, existing);
      if (isCurrent()) setState({ step: 'preview', plan, parsed, skipDuplicates: plan.duplicates > 0 });
    },
    [api, queryClient, vaultKey],
  );

  const openFile = useCallback(
    async (file: VaultFile, key: CryptoKey, isCurrent: () => boolean) => {
      const parsed = await openVaultFile(file, key, (done, total) => isCurrent() && setState({ step: 'opening', done, total }));
      if (isCurrent()) await showPreview(parsed, isCurrent);
    },
    [showPreview],
  );

  const chooseFile = (chosen: File) =>
    void step(async (isCurrent) => {
      setState({ step: 'reading' });
      if (!vaultKey) throw new LockedError();
      if (chosen.size > maxImportFileBytes) throw new ImportRefusedError('fileTooLarge');
      const content = await chosen.text().catch(() => {
        throw new ReadError();
      });
      const read = readImportFile(content);
      if (read.kind === 'plain') return showPreview(read.parsed, isCurrent);
      if (await vaultFileOpensWith(read.file, vaultKey)) return openFile(read.file, vaultKey, isCurrent);
      if (isCurrent()) setState({ step: 'filePassword', file: read.file, wrongPassword: false, busy: false });
    });

  const submitFilePassword = (extraPassword: string) => {
    if (state.step !== 'filePassword') return;
    const { file } = state;
    void step(async (isCurrent) => {
      setState({ step: 'filePassword', file, wrongPassword: false, busy: true });
      let key: CryptoKey;
      try {
        key = await unlockVaultFile(file, extraPassword);
      } catch (error) {
        if (!(error instanceof ImportRefusedError && error.reason === 'wrongPassword')) throw error;
        if (isCurrent()) setState({ step: 'filePassword', file, wrongPassword: true, busy: false });
        return;
      }
      await openFile(file, key, isCurrent);
    });
  };

  const confirm = () => {
    if (state.step !== 'preview') return;
    const { plan, parsed, skipDuplicates } = state;
    void step(async (isCurrent) => {
      if (!vaultKey) throw new LockedError();
      checkImportSize(plan, skipDuplicates);
      const total = entriesToImport(plan, skipDuplicates).entries.length;
      setState({ step: 'sealing', plan, done: 0, total });
      const body = await sealImport(plan, vaultKey, { skipDuplicates }, (done) => isCurrent() && setState({ step: 'sealing', plan, done, total }));
      if (!isCurrent()) return;
      setState({ step: 'saving', plan });
      try {
        const { data } = await importPasswords.mutateAsync({ body });
        if (!isCurrent()) return;
        setState({ step: 'idle' });
        toast.show(importValueMessages.imported, { kind: 'success', values: { count: data.passwords } });
      } catch (error) {
        if (isCurrent()) setState({ step: 'saveFailed', parsed, reason: messageForError(error, importMessages.saveFailedReason) });
      }
    });
  };

  return {
    state,
    chooseFile,
    submitFilePassword,
    confirm,
    setSkipDuplicates: (skipDuplicates) => setState((current) => (current.step === 'preview' ? { ...current, skipDuplicates } : current)),
    reset: () => {
      run.current++;
      setState({ step: 'idle' });
    },
    retry: () => {
      if (state.step !== 'saveFailed') return;
      const { parsed } = state;
      void step(async (isCurrent) => {
        setState({ step: 'reading' });
        await showPreview(parsed, isCurrent);
      });
    },
  };
}

/** The tab has no vault key (the passwords were locked meanwhile). */
class LockedError extends Error {}

/** The browser could not read the chosen file. */
class ReadError extends Error {}

function failureMessage(error: unknown): MessageDescriptor {
  if (error instanceof LockedError) return importMessages.locked;
  if (error instanceof ReadError) return importMessages.readFailed;
  // Reading the vault to compare with failed: the call's own words when its code has some.
  return messageForError(error, importMessages.loadFailed);
}
