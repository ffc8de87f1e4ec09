import { outcome, type CommandOutcome, type OutputMessage } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition, CommandRequest, CommandServices } from '../../../commandDefinition';
import { openField } from '../../../vault/vaultCrypto';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';
import { copyForAWhile } from '../entry/clipboard';
import { passwordToasts } from '../toasts';
import { argumentText } from './argumentText';
import { searchResults, type PasswordSummary } from './keptResults';
import { passwordCommandMessages as m } from './messages';
import { completeName, prepareNames } from './nameCompletion';
import { readEntry, readGroupNames } from './passwordReads';
import { numbered, searchPasswords } from './searchCommand';

const words = ['psw', 'cp'];

/** Spec §5: a password id is recognised by being exactly 12 characters long. */
const idLength = 12;

/**
 * Reads the entry, opens its password with this tab's vault key and puts it on the clipboard,
 * which is cleared after 30 s (as the entry page's copy). `notFound` is what a missing entry says.
 */
async function copyPassword(passwordId: string, notFound: OutputMessage, services: CommandServices): Promise<CommandOutcome> {
  const entry = await readEntry(services, passwordId).catch(() => undefined);
  if (entry === undefined) return outcome.error(passwordToasts.getFailed);
  if (entry === null) return outcome.error(notFound);
  try {
    const vaultKey = await vaultKeyStore.restore();
    if (!vaultKey) throw new Error('This tab holds no vault key.');
    await copyForAWhile(await openField(vaultKey, entry._id, 'password', entry.password));
  } catch {
    // A seal that does not open, or a browser that refuses the clipboard.
    return outcome.error(m.copyFailed);
  }
  return { status: 'ok', lines: [{ kind: 'message', message: m.copied }, { kind: 'item', text: entry.name }] };
}

/**
 * The only entry is copied (one deleted since says nothing matches); several are listed again,
 * numbered as kept, so `psw cp 2` follows; none is `empty`.
 */
async function copyTheOne(entries: readonly PasswordSummary[], empty: OutputMessage, services: CommandServices): Promise<CommandOutcome> {
  if (entries.length === 0) return outcome.error(empty);
  if (entries.length === 1) return copyPassword(entries[0]!._id, m.noMatches, services);
  return { status: 'error', lines: [{ kind: 'message', message: m.multipleFound }, ...numbered(entries, await readGroupNames(services))] };
}

/**
 * `psw cp <index|id>`: an argument of 12 characters is an id, a number the index of the last
 * search's results (kept 5 minutes). Without either, the last search's only result is copied.
 * Beyond the spec, a name works too: `psw cp netflix` searches and copies its only match.
 */
async function runCopy(request: CommandRequest, services: CommandServices): Promise<CommandOutcome> {
  const text = argumentText(request, words);
  const id = text.split(/\s+/).find((word) => word.length === idLength);
  if (id) return copyPassword(id, m.noPasswordWithId, services);

  const position = request.parsed.position;
  if (position !== null) {
    const entry = searchResults.get(services.now())?.[position - 1];
    return entry ? copyPassword(entry._id, m.noPasswordAtIndex, services) : outcome.error(m.noPasswordAtIndex);
  }

  if (text !== '') {
    try {
      const { found } = await searchPasswords(text, services);
      return await copyTheOne(found, m.noMatches, services);
    } catch {
      return outcome.error(passwordToasts.listFailed);
    }
  }
  // Spec §5: the password command line needs a search value, here the last search's.
  return copyTheOne(searchResults.get(services.now()) ?? [], m.noSearchValue, services);
}

export const copyCommand: CommandDefinition = {
  words,
  usage: 'psw cp <index|id>',
  help: m.copyHelp,
  access: 'passwords',
  complete: completeName,
  prepareCompletion: prepareNames,
  run: runCopy,
};
