// What a command answers, as the command line machine carries it and the screen shows it. Plain
// data (message ids, names, numbers), so the machine stays free of React and of the catalogues.

/** A message of the app's catalogues, with its values (`{ id, defaultMessage }` like react-intl's). */
export interface OutputMessage {
  id: string;
  defaultMessage?: string;
  values?: Record<string, string | number>;
}

/** One line of a command's answer. */
export type OutputLine =
  /** A sentence in the user's language ('No active stamps'). */
  | { kind: 'message'; message: OutputMessage }
  /**
   * A row of a list: `index` is what a later command's position picks (`psw cp 2`), `text` the
   * user's own words (a name), `detail` a value shown beside it (a time, a group's name).
   */
  | { kind: 'item'; index?: number; text: string; detail?: string; depth?: 0 | 1 };

/** A command's answer. */
export interface CommandOutcome {
  /** `error` is shown as an error (and announced assertively); `ok` as a result. */
  status: 'ok' | 'error';
  lines: readonly OutputLine[];
  /** `clear`: the screen's earlier output goes before these lines are shown. */
  clearsLog?: true;
  /**
   * The command needs one more answer before it can go on (a password, a 2FA code): the next
   * line typed is that answer, masked when `masked`, and the same command runs again with it
   * added to its `answers`.
   */
  prompt?: { message: OutputMessage; masked: boolean };
}

/** A one-line answer. */
export const outcome = {
  ok: (message: OutputMessage): CommandOutcome => ({ status: 'ok', lines: [{ kind: 'message', message }] }),
  error: (message: OutputMessage): CommandOutcome => ({ status: 'error', lines: [{ kind: 'message', message }] }),
};
