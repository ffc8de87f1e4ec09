import { and, assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CommandOutcome } from '../src/domain/commandLine/outcome';

/** One run in the output: the line as typed (an answer masked) and what the command answered. */
export interface LogEntry {
  id: number;
  echo: string;
  /** The echo stands for a secret (a password typed at a masked prompt), never the secret itself. */
  masked: boolean;
  outcome: CommandOutcome;
}

/** A command's question for one more answer (a password, a 2FA code). */
export type CommandPrompt = NonNullable<CommandOutcome['prompt']>;

/** The command being run, or waiting for an answer to its prompt. */
export interface PendingCommand {
  line: string;
  answers: string[];
}

export interface CommandLineInput {
  /** The user's earlier lines on this device, oldest first. */
  history: string[];
}

export interface CommandLineContext {
  /** What the input holds. */
  text: string;
  history: string[];
  /** Which history entry the input shows while recalling with Up and Down; null when not recalling. */
  historyCursor: number | null;
  /** While recalling, the text before recalling started, given back after Down past the newest entry. */
  draft: string;
  log: LogEntry[];
  pending: PendingCommand | null;
  prompt: CommandPrompt | null;
  nextId: number;
}

export type CommandLineEvent =
  | { type: 'text.changed'; text: string }
  /** Up: an older line of the history. */
  | { type: 'history.previous' }
  /** Down: a newer line, then the draft again. */
  | { type: 'history.next' }
  /** Tab. */
  | { type: 'completion.requested' }
  /** Enter. */
  | { type: 'submitted' }
  /** Esc. */
  | { type: 'cancelled' };

/** What the `completion` actor takes: the input's text as typed. */
export interface CompletionInput {
  text: string;
}
/** What it answers: the completed text. */
export interface CompletionOutput {
  text: string;
}
/** What the `runCommand` actor takes: the line, and the answers to its prompts so far. */
export interface RunCommandInput {
  line: string;
  answers: readonly string[];
}

/** The output of a command that could not run, an id of the app's catalogues (machineMessages.test.ts). */
export const commandLineMessageIds = {
  runFailed: 'commandLine.run.failed',
} as const;

/** The output keeps the last 200 runs. */
export const commandLineLogLimit = 200;
/** The history keeps the last 100 lines (src/web/features/commandLine/commandHistory.ts keeps as many). */
export const commandLineHistoryLimit = 100;
/** A masked answer's echo: a fixed length, so it tells nothing about the secret, not even its length. */
export const maskedEcho = '••••••••';

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);

const eventOutput = <T>(event: unknown) => (event as { output: T }).output;
// Set from Enter until the run ends (and through a prompt): every use below is in between.
const pendingOf = (context: CommandLineContext) => context.pending!;

/** Spec §5: "The CLI ignores a typed ':' alone" (Shift+. types it on a Swedish keyboard as it opens the line). */
const typedText = (text: string) => (text === ':' ? '' : text);
const isRunnableLine = (text: string) => {
  const line = text.trim();
  return line !== '' && line !== ':';
};

/** The echo of the run now ending: its line, or the answer just given, masked when the prompt asked so. */
function echoOf(context: CommandLineContext): Pick<LogEntry, 'echo' | 'masked'> {
  const { line, answers } = pendingOf(context);
  if (answers.length === 0) return { echo: line, masked: false };
  // An answer is only ever given to a prompt, which stays until the run ends.
  if (context.prompt!.masked) return { echo: maskedEcho, masked: true };
  return { echo: answers.at(-1)!, masked: false };
}

/** The log with the run's entry: after the rest, or alone when the command clears the screen (`clear`: nothing). */
function logWith(context: CommandLineContext, outcome: CommandOutcome) {
  const entry: LogEntry = { id: context.nextId, ...echoOf(context), outcome };
  if (outcome.clearsLog) return { log: outcome.lines.length > 0 ? [entry] : [], nextId: context.nextId + 1 };
  return { log: [...context.log, entry].slice(-commandLineLogLimit), nextId: context.nextId + 1 };
}

const notRecalling = { historyCursor: null };

/**
 * One command line (the overlay Shift+. opens, or the full-screen /cli page): the text typed,
 * Tab's completion (`completing`), running a line (`running`), the output as a log, and a prompt
 * for one more answer (`askingAnswer`, masked for a password). The view computes the live
 * suggestions itself; this machine holds the text and the workflow.
 *
 * Invariants:
 * - One command at a time: while a line runs, typing only changes the text (the next line), and
 *   Enter, Tab, Up and Down wait.
 * - The history holds the lines run, trimmed, oldest first, never two equal in a row and never
 *   more than the last 100; `historyChanged` receives it each time it changes, so the app keeps it.
 *   An answer to a prompt never goes into the history, and a masked one never into the log (its
 *   echo is `maskedEcho`): the secret lives only in `text` until Enter and in `pending` until the
 *   command is done (an outcome without a prompt, the runner's failure, or Esc at a prompt).
 * - Up and Down walk the history like a shell: Up from the draft shows the newest line, Down past
 *   the newest gives the draft back; typing, a completion or Esc ends the walk.
 * - The log holds the last 200 runs; a `clearsLog` outcome empties it first.
 * - Esc clears the text wherever it is; at a prompt it also drops the command.
 */
export const commandLineMachine = setup({
  types: {
    context: {} as CommandLineContext,
    events: {} as CommandLineEvent,
    input: {} as CommandLineInput,
  },
  actors: {
    completion: fromPromise<CompletionOutput, CompletionInput>(async () => {
      throw mustBeProvided('actor', 'completion');
    }),
    runCommand: fromPromise<CommandOutcome, RunCommandInput>(async () => {
      throw mustBeProvided('actor', 'runCommand');
    }),
  },
  guards: {
    hasOlderLine: ({ context }) => (context.historyCursor === null ? context.history.length > 0 : context.historyCursor > 0),
    hasNewerLine: ({ context }) => context.historyCursor !== null && context.historyCursor < context.history.length - 1,
    isRecalling: ({ context }) => context.historyCursor !== null,
    hasText: ({ context }) => context.text.trim() !== '',
    isRunnable: ({ context }) => isRunnableLine(context.text),
    repeatsLastLine: ({ context }) => context.text.trim() === context.history.at(-1),
    hasAnswer: ({ context }) => context.text !== '',
    asksAnswer: ({ event }) => eventOutput<CommandOutcome>(event).prompt !== undefined,
    failed: ({ event }) => eventOutput<CommandOutcome>(event).status === 'error',
  },
  actions: {
    assignText: assign(({ event }) => {
      assertEvent(event, 'text.changed');
      return { text: typedText(event.text), ...notRecalling };
    }),
    // An answer is taken as typed: the line is open already, so a ':' is the user's own.
    assignAnswer: assign(({ event }) => {
      assertEvent(event, 'text.changed');
      return { text: event.text };
    }),
    clearText: assign({ text: '', ...notRecalling }),
    recallOlder: assign(({ context }) => {
      const historyCursor = context.historyCursor === null ? context.history.length - 1 : context.historyCursor - 1;
      const draft = context.historyCursor === null ? context.text : context.draft;
      return { historyCursor, draft, text: context.history[historyCursor]! };
    }),
    recallNewer: assign(({ context }) => {
      const historyCursor = context.historyCursor! + 1;
      return { historyCursor, text: context.history[historyCursor]! };
    }),
    restoreDraft: assign(({ context }) => ({ text: context.draft, ...notRecalling })),
    assignCompletion: assign(({ event }) => ({ text: eventOutput<CompletionOutput>(event).text, ...notRecalling })),
    startLine: assign(({ context }) => ({ pending: { line: context.text.trim(), answers: [] }, prompt: null, text: '', ...notRecalling })),
    rememberLine: assign(({ context }) => ({ history: [...context.history, pendingOf(context).line].slice(-commandLineHistoryLimit) })),
    startAnswer: assign(({ context }) => {
      const { line, answers } = pendingOf(context);
      return { pending: { line, answers: [...answers, context.text] }, text: '' };
    }),
    logOutcome: assign(({ context, event }) => logWith(context, eventOutput<CommandOutcome>(event))),
    logFailure: assign(({ context }) =>
      logWith(context, { status: 'error', lines: [{ kind: 'message', message: { id: commandLineMessageIds.runFailed } }] }),
    ),
    assignPrompt: assign({ prompt: ({ event }) => eventOutput<CommandOutcome>(event).prompt! }),
    forgetCommand: assign({ pending: null, prompt: null }),
    // Provided by the app: keep the history on this device.
    historyChanged: (_, _params: { history: readonly string[] }) => {
      throw mustBeProvided('action', 'historyChanged');
    },
  },
}).createMachine({
  id: 'commandLine',
  context: ({ input }) => ({
    text: '',
    history: input.history.slice(-commandLineHistoryLimit),
    historyCursor: null,
    draft: '',
    log: [],
    pending: null,
    prompt: null,
    nextId: 1,
  }),
  initial: 'ready',
  states: {
    // Waiting for a line; the children say what the output last showed.
    ready: {
      initial: 'editing',
      on: {
        'text.changed': { target: '.editing', actions: 'assignText' },
        'history.previous': { guard: 'hasOlderLine', target: '.editing', actions: 'recallOlder' },
        // Recalling is only ever in `editing`: Up goes there, and a run or Esc ends the walk.
        'history.next': [
          { guard: 'hasNewerLine', actions: 'recallNewer' },
          { guard: 'isRecalling', actions: 'restoreDraft' },
        ],
        'completion.requested': { guard: 'hasText', target: 'completing' },
        submitted: [
          // The same line again is run, but the history keeps it once.
          { guard: and(['isRunnable', 'repeatsLastLine']), target: 'running', actions: 'startLine' },
          {
            guard: 'isRunnable',
            target: 'running',
            actions: ['startLine', 'rememberLine', { type: 'historyChanged', params: ({ context }) => ({ history: context.history }) }],
          },
        ],
        cancelled: { target: '.editing', actions: 'clearText' },
      },
      states: {
        editing: {},
        showingResult: {},
        showingError: {},
      },
    },
    completing: {
      invoke: {
        id: 'completion',
        src: 'completion',
        input: ({ context }) => ({ text: context.text }),
        onDone: { target: 'ready.editing', actions: 'assignCompletion' },
        // Nothing to complete with: the text stays as typed.
        onError: { target: 'ready.editing' },
      },
      on: {
        // The user typed on: a late completion would overwrite it, so it is dropped.
        'text.changed': { target: 'ready.editing', actions: 'assignText' },
        cancelled: { target: 'ready.editing', actions: 'clearText' },
      },
    },
    running: {
      invoke: {
        id: 'runCommand',
        src: 'runCommand',
        input: ({ context }) => ({ ...pendingOf(context) }),
        onDone: [
          // The answer starts empty: a line typed meanwhile must not become the secret.
          { guard: 'asksAnswer', target: 'askingAnswer', actions: ['logOutcome', 'assignPrompt', 'clearText'] },
          { guard: 'failed', target: 'ready.showingError', actions: ['logOutcome', 'forgetCommand'] },
          { target: 'ready.showingResult', actions: ['logOutcome', 'forgetCommand'] },
        ],
        // The runner itself broke (commands answer their own errors as outcomes).
        onError: { target: 'ready.showingError', actions: ['logFailure', 'forgetCommand'] },
      },
      on: {
        // The next line can be typed meanwhile; it runs once this one is done.
        'text.changed': { actions: 'assignText' },
        // Esc clears the line typed meanwhile; the command runs on.
        cancelled: { actions: 'clearText' },
      },
    },
    askingAnswer: {
      on: {
        'text.changed': { actions: 'assignAnswer' },
        submitted: { guard: 'hasAnswer', target: 'running', actions: 'startAnswer' },
        cancelled: { target: 'ready.editing', actions: ['clearText', 'forgetCommand'] },
      },
    },
  },
});

export type CommandLineSnapshot = SnapshotFrom<typeof commandLineMachine>;
export type CommandLineActor = ActorRefFrom<typeof commandLineMachine>;

export interface CommandLineViewModel {
  text: string;
  log: readonly LogEntry[];
  /** A line is running: the output waits for its answer. */
  isRunning: boolean;
  /** Tab's completion is being worked out. */
  isCompleting: boolean;
  /** The question the input now answers instead of a command; null when it takes a command. */
  prompt: CommandPrompt | null;
  /** The input holds a secret: show it as a password field. */
  isMasked: boolean;
  /** The last run's outcome was an error (its lines are the error to announce). */
  hasError: boolean;
}

/** The view-model the command line's screens and the tests read; never the raw snapshot. */
export function selectCommandLine(snapshot: CommandLineSnapshot): CommandLineViewModel {
  const { text, log, prompt } = snapshot.context;
  const asking = snapshot.matches('askingAnswer') ? prompt : null;
  return {
    text,
    log,
    isRunning: snapshot.matches('running'),
    isCompleting: snapshot.matches('completing'),
    prompt: asking,
    isMasked: asking?.masked === true,
    hasError: log.at(-1)?.outcome.status === 'error',
  };
}
