// Proves, from the machine's own graph, that every resting state of the command line is
// reachable, that a walk of every transition in the model behaves the same on the real actor (Tab's
// completion and the runner stubbed with promises the walk settles when the model says
// `xstate.done.actor.*` or `xstate.error.actor.*`), and that the walk cannot shrink unnoticed: it
// covers every edge of the adjacency map and every transition the machine defines, the history
// walk, a prompt's answer and the runner's failure included.
import type { CommandOutcome } from '../src/domain/commandLine/outcome';
import { valueToPath } from './graphWalk.testing';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';
import { commandLineMachine, selectCommandLine, type CommandLineEvent, type CommandLineInput, type CommandLineSnapshot, type LogEntry } from './commandLineMachine';

const event = (type: string, payload: object) => ({ type, ...payload }) as unknown as CommandLineEvent;
const message = (id: string) => ({ kind: 'message', message: { id } }) as const;

const answers = {
  ok: { status: 'ok', lines: [message('commandLine.test.done')] },
  error: { status: 'error', lines: [message('commandLine.test.refused')] },
  clear: { status: 'ok', lines: [], clearsLog: true },
  password: { status: 'ok', lines: [], prompt: { message: { id: 'commandLine.test.password' }, masked: true } },
} as const satisfies Record<string, CommandOutcome>;

/** Which of the answers above an outcome is, or the message of the runner's failure. */
const kindOf = (outcome: CommandOutcome) =>
  outcome.prompt ? 'password' : outcome.clearsLog ? 'clear' : outcome.status === 'ok' ? 'ok' : (outcome.lines[0] as { message: { id: string } }).message.id;

const draftOf = ({ context }: CommandLineSnapshot) => (context.historyCursor === null ? null : context.draft);
const ran = (outcome: CommandOutcome) => event('xstate.done.actor.runCommand', { output: outcome });
const typed = (text: string) => ({ type: 'text.changed', text }) as const;

// The events keep the graph small and finite: a line is run while the output is empty and the
// history holds at most one line more than the input's (a `clear` empties the output again), and
// after a run only Enter and Esc are offered. The repeated line ('tm out', the history's last)
// only succeeds; 'go notes' answers each way and asks for a password once. Every transition is
// still taken; what they do in other contexts is pinned in commandLineMachine.test.ts.
const traversal: WalkTraversal<CommandLineSnapshot, CommandLineEvent, CommandLineInput> = {
  input: { history: ['tm out'] },
  events: (snapshot) => {
    const { history, log, pending } = snapshot.context;
    const state = valueToPath(snapshot.value);
    const fresh = log.length === 0 && state !== 'running';
    const running = state === 'running' ? pending! : null;
    return [
      // The answer to a prompt is a secret; elsewhere a line, or the ':' that opening the line types.
      ...(state === 'askingAnswer' ? [typed('hunter2')] : fresh ? [typed('go notes'), typed(':')] : []),
      ...(running?.answers.length === 0 ? [typed('go notes')] : []),
      ...(fresh ? [{ type: 'history.previous' as const }, { type: 'history.next' as const }, { type: 'completion.requested' as const }] : []),
      ...(state === 'askingAnswer' || (log.length === 0 && history.length < 2) ? [{ type: 'submitted' as const }] : []),
      { type: 'cancelled' },
      ...(state === 'completing' ? [event('xstate.done.actor.completion', { output: { text: 'go notes' } }), event('xstate.error.actor.completion', { error: new Error('offline') })] : []),
      ...(running?.line === 'tm out' ? [ran(answers.ok)] : []),
      ...(running?.line === 'go notes'
        ? [
            ran(answers.ok),
            ran(answers.error),
            ran(answers.clear),
            ...(running.answers.length === 0 ? [ran(answers.password)] : []),
            event('xstate.error.actor.runCommand', { error: new Error('broken') }),
          ]
        : []),
    ];
  },
  // Everything but the ids (they depend on the path, not on the state), and the draft only while
  // recalling (it means nothing otherwise, and a walk sets it anew).
  serializeState: (snapshot) => {
    const { text, history, historyCursor, log, pending, prompt } = snapshot.context;
    return JSON.stringify([snapshot.value, text, history, historyCursor, draftOf(snapshot), log.map((entry) => [entry.echo, entry.masked, kindOf(entry.outcome)]), pending, prompt?.masked ?? null]);
  },
  serializeEvent: (event) => {
    if (event.type === 'text.changed') return `text.changed:${event.text}`;
    const output = (event as { output?: CommandOutcome | { text: string } }).output;
    return output && 'status' in output ? `${event.type}:${kindOf(output)}` : event.type;
  },
};

const withoutId = ({ id: _id, ...entry }: LogEntry) => entry;

describeModelWalk({
  name: 'command line machine',
  machine: commandLineMachine,
  traversal,
  restingStates: ['askingAnswer', 'completing', 'ready.editing', 'ready.showingError', 'ready.showingResult', 'running'],
  actions: { historyChanged: () => {} },
  actors: ['completion', 'runCommand'],
  // What the user sees, and what the machine keeps for the next keys: not the ids.
  visible: (snapshot) => {
    const view = selectCommandLine(snapshot);
    const { history, historyCursor, pending } = snapshot.context;
    return { view: { ...view, log: view.log.map(withoutId) }, history, historyCursor, draft: draftOf(snapshot), pending };
  },
});
