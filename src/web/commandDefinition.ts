import type { MessageDescriptor } from 'react-intl';
import type { CommandOutcome } from '../domain/commandLine/outcome';
import type { ParsedCommand } from '../domain/commandLine/parse';
import type { ServerData } from './api/serverData';
import type { AuthRuntime } from './auth/authRuntime';

// The command line's registry (issue 11): each area contributes its commands from its own
// folder (`features/<area>/commands/index.ts`, found by areaCommands.ts when the command line
// first opens), and the command line finds, completes and runs them. See hubs/commandLine.

/** Who may run a command (spec §6). */
export type CommandAccess =
  /** Anyone, signed in or not (only `us login`, `help` and `clear`). */
  | 'anyone'
  /** A signed-in user: otherwise 'Not logged in.' */
  | 'user'
  /** Also logged in to passwords in this tab: otherwise 'You are not logged in to passwords. Please login first.' */
  | 'passwords';

/** What a command's runner gets. */
export interface CommandRequest {
  /** The line as typed. */
  line: string;
  /** The line parsed (src/domain/commandLine/parse.ts). */
  parsed: ParsedCommand;
  /** The command words after the command's own words: for `tm in work coding`, `['work', 'coding']`. */
  args: readonly string[];
  /** The answers to the prompts this command asked so far, in order (see `CommandOutcome.prompt`). */
  answers: readonly string[];
}

/** What runners and completions reach the app through. */
export interface CommandServices {
  /** The accounts workflows: the signed-in user (`auth`), logout, the extra login (`signedIn`). */
  runtime: AuthRuntime;
  /** Server data (query cache and typed hooks); loaded on first use. Only for signed-in commands. */
  serverData: () => Promise<ServerData>;
  /** Server data if it is already loaded (completion must not wait for it). */
  currentServerData: () => ServerData | null;
  /** Goes to an app path. */
  navigate: (path: string) => void;
  /** The names `go` knows, each with its path (from the web list of areas). */
  goRoutes: () => ReadonlyMap<string, string>;
  /** Every command known, for `help`. */
  commands: () => readonly CommandDefinition[];
  /** The clock (ms since the epoch); tests replace it. */
  now: () => number;
}

/** Where in the arguments the word being typed starts, and what it may become. */
export interface CompletionSlot {
  /** An index in the argument text (the line after the command's words and one space). */
  from: number;
  /** What the text from `from` may become, best first. */
  candidates: readonly string[];
}

/** One command of the registry. */
export interface CommandDefinition {
  /**
   * The words that name it (`['tm', 'in']`); the longest that the line starts with wins, so
   * `['psw']` takes `psw netflix` while `['psw', 'cp']` takes `psw cp 2`.
   */
  words: readonly string[];
  /** How to call it, shown by `help` as is (`tm in <group> <sub group…>`). */
  usage: string;
  /** What it does, in the area's catalogues (English and Swedish). */
  help: MessageDescriptor;
  access: CommandAccess;
  /**
   * What the argument being typed may become, from data already cached (it runs on every
   * keystroke, so it never waits); null when it has nothing to offer.
   */
  complete?: (argumentText: string, services: CommandServices) => CompletionSlot | null;
  /** Loads what `complete` reads (Tab waits for it when it was not cached yet). */
  prepareCompletion?: (argumentText: string, services: CommandServices) => Promise<void>;
  run: (request: CommandRequest, services: CommandServices) => Promise<CommandOutcome>;
}
