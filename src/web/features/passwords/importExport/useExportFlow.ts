import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { messageForError } from '../../../api/errorMessages';
import { useApi } from '../../../api/useApi';
import { useToast } from '../../../shell/ToastProvider';
import { openVault, WrongExtraPasswordError } from '../../../vault/vaultKeys';
import { downloadText } from '../../../components/downloadText';
import { exportFileName } from './exportFileName';
import { exportMessages, exportValueMessages } from './messages';
import { bitwardenCsvOf } from './plainCsv';
import { fetchVault, fetchVaultContents } from './queries';
import { EntryBrokenError, openEntries } from './sealedEntries';
import { buildVaultFile } from './vaultFile';

export type ExportState =
  | { step: 'idle' }
  | { step: 'preparing' }
  /** The plaintext export's warning, with the extra password asked again. */
  | { step: 'csvForm'; wrongPassword: boolean }
  | { step: 'checking' }
  | { step: 'decrypting'; done: number; total: number }
  | { step: 'failed'; message: MessageDescriptor }
  /** An entry that does not open stops the plaintext export (it would be missing from the file). */
  | { step: 'entryBroken'; name: string };

export interface ExportFlow {
  state: ExportState;
  exportEncrypted: () => void;
  startCsv: () => void;
  submitCsv: (extraPassword: string) => void;
  /** Back to the two buttons (Cancel, or after a failure). */
  reset: () => void;
}

class NothingToExport extends Error {}

/**
 * The two exports. The encrypted file is the vault as the server holds it, downloaded as is.
 * The plaintext CSV needs the extra password typed again: it must unwrap the account's vault key
 * (the same check as the password login, made in this browser), which then opens every entry.
 */
export function useExportFlow(): ExportFlow {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const run = useRef(0);

  const attempt = async (work: (isCurrent: () => boolean) => Promise<void>) => {
    const mine = ++run.current;
    const isCurrent = () => mine === run.current;
    try {
      await work(isCurrent);
    } catch (error) {
      if (!isCurrent()) return;
      if (error instanceof NothingToExport) setState({ step: 'failed', message: exportMessages.nothing });
      else if (error instanceof EntryBrokenError) setState({ step: 'entryBroken', name: error.entryName });
      else setState({ step: 'failed', message: messageForError(error, exportMessages.failed) });
    }
  };

  const contents = async () => {
    const found = await fetchVaultContents(queryClient, api);
    if (found.passwords.length === 0) throw new NothingToExport();
    return found;
  };

  return {
    state,
    exportEncrypted: () =>
      void attempt(async (isCurrent) => {
        setState({ step: 'preparing' });
        const [vault, { passwords, groups }] = await Promise.all([fetchVault(queryClient, api), contents()]);
        if (!isCurrent()) return;
        downloadText(exportFileName('json'), JSON.stringify(buildVaultFile(vault, groups, passwords), null, 2), 'application/json');
        setState({ step: 'idle' });
        toast.show(exportValueMessages.encryptedDone, { kind: 'success', values: { count: passwords.length } });
      }),
    startCsv: () => {
      run.current++;
      setState({ step: 'csvForm', wrongPassword: false });
    },
    submitCsv: (extraPassword) =>
      void attempt(async (isCurrent) => {
        setState({ step: 'checking' });
        let vaultKey: CryptoKey;
        try {
          vaultKey = (await openVault(extraPassword, await fetchVault(queryClient, api))).vaultKey;
        } catch (error) {
          if (!(error instanceof WrongExtraPasswordError)) throw error;
          if (isCurrent()) setState({ step: 'csvForm', wrongPassword: true });
          return;
        }
        const { passwords, groups } = await contents();
        const groupNames = new Map(groups.map((group) => [group._id, group.name]));
        const opened = await openEntries(vaultKey, passwords, (done, total) => isCurrent() && setState({ step: 'decrypting', done, total }));
        if (!isCurrent()) return;
        const csv = bitwardenCsvOf(opened.map((entry) => ({ ...entry, groupName: groupNames.get(entry.groupId) ?? '' })));
        downloadText(exportFileName('csv'), csv, 'text/csv;charset=utf-8');
        setState({ step: 'idle' });
        toast.show(exportValueMessages.csvDone, { kind: 'success', values: { count: opened.length } });
      }),
    reset: () => {
      run.current++;
      setState({ step: 'idle' });
    },
  };
}
