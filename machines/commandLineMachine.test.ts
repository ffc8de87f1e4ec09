// Pins what a generated walk cannot judge about the command line: where every transition lands
// (checked by the guard at the end), the history walk of Up and Down, spec §5's ignored ':', what
// Tab's completion and the runner receive, the output log (its ids, `clear`, the last 200 runs),
// the history (trimmed, no repeat in a row, the last 100, kept through `historyChanged`), and that
// a masked answer never reaches the log or the history.
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type AnyActorLogic } from 'xstate';
import type { CommandOutcome } from '../src/domain/commandLine/outcome';
import { deferredActors, valueToPath } from './graphWalk.testing';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';
import {
  commandLineHistoryLimit,
  commandLineLogLimit,
  commandLineMachine,
  commandLineMessageIds,
  maskedEcho,
  selectCommandLine,
  type CommandLineContext,
  type LogEntry,
} from './commandLineMachine';

const pins = pinTransitions(commandLineMachine);
const { expectTransitionTo } = pins;

const said = (id: string, values?: Record<string, string>) => ({ kind: 'message' as const, message: { id, ...(values ? { values } : {}) } });
const ok = (id = 'time.cli.stampedOut'): CommandOutcome => ({ status: 'ok', lines: [said(id)] });
const refused = (id = 'time.cli.noActiveStamps'): CommandOutcome => ({ status: 'error', lines: [said(id)] });
const cleared: CommandOutcome = { status: 'ok', lines: [], clearsLog: true };
const passwordPrompt = { message: { id: 'accounts.cli.password' }, masked: true };
const codePrompt = { message: { id: 'accounts.cli.code' }, masked: false };
const asks = (prompt: { message: { id: string }; masked: boolean }): CommandOutcome => ({ status: 'ok', lines: [], prompt });
const entry = (id: number, echo: string, outcome: CommandOutcome, masked = false): LogEntry => ({ id, echo, masked, outcome });

type Call = { name: string; input?: unknown; params?: unknown };

/** The machine with recording stubs: Tab's completion and every run stay in flight until the test settles them. */
function stubbed() {
  const calls: Call[] = [];
  const requests = deferredActors(['completion', 'runCommand'], (name, input) => calls.push({ name, input }));
  const machine = commandLineMachine.provide({
    actors: requests.actors as never,
    actions: { historyChanged: (_, params) => void calls.push({ name: 'historyChanged', params }) },
  });
  return { machine, calls, resolve: requests.resolve, reject: requests.reject };
}

function withActor(stubs: ReturnType<typeof stubbed>, actor: Actor<typeof commandLineMachine>) {
  const type = (text: string) => actor.send({ type: 'text.changed', text });
  const up = () => actor.send({ type: 'history.previous' });
  const down = () => actor.send({ type: 'history.next' });
  const tab = () => actor.send({ type: 'completion.requested' });
  const enter = () => actor.send({ type: 'submitted' });
  const esc = () => actor.send({ type: 'cancelled' });
  const view = () => selectCommandLine(actor.getSnapshot());
  const callsOf = (name: string) => stubs.calls.filter((call) => call.name === name);
  /** Types a line, presses Enter and lets the runner answer. */
  const run = async (line: string, outcome: CommandOutcome) => {
    type(line);
    enter();
    await stubs.resolve('runCommand', outcome);
  };
  return { ...stubs, actor, type, up, down, tab, enter, esc, view, callsOf, run };
}

function start(history: string[] = []) {
  const stubs = stubbed();
  const actor = createActor(stubs.machine, { input: { history }, inspect: pins.inspect }).start();
  return withActor(stubs, actor);
}

const blank: CommandLineContext = { text: '', history: [], historyCursor: null, draft: '', log: [], pending: null, prompt: null, nextId: 1 };

type StartState = 'ready.editing' | 'ready.showingResult' | 'ready.showingError' | 'askingAnswer';
const stateValue = (state: StartState) => (state.startsWith('ready.') ? { ready: state.slice('ready.'.length) } : state);

/** Starts the actor from a chosen resting state, as STYLE.md's hand-pinned tests do. */
function startFrom(state: StartState, context: Partial<CommandLineContext>) {
  const stubs = stubbed();
  const snapshot = stubs.machine.resolveState({ value: stateValue(state), context: { ...blank, ...context } });
  const actor = createActor(stubs.machine, { snapshot, input: { history: [] }, inspect: pins.inspect }).start();
  return withActor(stubs, actor);
}

describe('typing', () => {
  it('starts empty, editing, with the history it is given', () => {
    const { actor, view, up } = start(['tm out']);
    expect(valueToPath(actor.getSnapshot().value)).toBe('ready.editing');
    expect(view()).toEqual({ text: '', log: [], isRunning: false, isCompleting: false, prompt: null, isMasked: false, hasError: false });
    up();
    expect(view().text).toBe('tm out');
  });

  it('keeps what is typed, spaces included', () => {
    const { actor, type, view } = start();
    type(' tm in work ');
    expectTransitionTo(actor, 'ready.editing');
    expect(view().text).toBe(' tm in work ');
  });

  it("ignores a typed ':' alone (spec §5), but not a ':' in a line", () => {
    const { actor, type, view } = start();
    type(':');
    expectTransitionTo(actor, 'ready.editing');
    expect(view().text).toBe('');
    type(':a');
    expect(view().text).toBe(':a');
    type('::');
    expect(view().text).toBe('::');
    type(' :');
    expect(view().text).toBe(' :');
  });

  it.each(['ready.showingResult', 'ready.showingError'] as const)('goes back to editing from %s as soon as a key is typed', (state) => {
    const { actor, type, view } = startFrom(state, { log: [entry(1, 'tm out', state === 'ready.showingError' ? refused() : ok())] });
    type('g');
    expectTransitionTo(actor, 'ready.editing');
    expect(view().text).toBe('g');
    expect(view().log).toHaveLength(1);
  });

  it.each(['ready.editing', 'ready.showingResult', 'ready.showingError'] as const)('clears the line on Esc from %s and keeps the output', (state) => {
    const log = [entry(1, 'tm out', ok())];
    const { actor, esc, view } = startFrom(state, { text: 'tm in', log });
    esc();
    expectTransitionTo(actor, 'ready.editing');
    expect(view()).toMatchObject({ text: '', log });
  });
});

describe('the history, walked with Up and Down like a shell', () => {
  const history = ['tm in work', 'go notes', 'tm out'];

  it('goes from the draft to the newest line and older, stops at the oldest, then back down to the draft', () => {
    const { actor, up, down, type, view } = start(history);
    type('psw se');
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) {
      up();
      expectTransitionTo(actor, 'ready.editing');
      texts.push(view().text);
    }
    for (let i = 0; i < 4; i++) {
      down();
      texts.push(view().text);
    }
    expect(texts).toEqual(['tm out', 'go notes', 'tm in work', 'tm in work', 'go notes', 'tm out', 'psw se', 'psw se']);
    // Back at the draft, Up starts again from the newest.
    up();
    expect(view().text).toBe('tm out');
  });

  it('gives back an empty draft after the newest line', () => {
    const { actor, up, down, view } = start(history);
    up();
    down();
    expectTransitionTo(actor, 'ready.editing');
    expect(view().text).toBe('');
  });

  it('does nothing on Up without a history, nor on Down without a walk', () => {
    const { actor, up, down, view } = startFrom('ready.showingResult', { text: 'tm', log: [entry(1, 'tm out', ok())] });
    up();
    down();
    expectTransitionTo(actor, 'ready.showingResult');
    expect(view().text).toBe('tm');
    const withHistory = startFrom('ready.editing', { text: 'tm', history });
    withHistory.down();
    expect(withHistory.view().text).toBe('tm');
  });

  it.each(['ready.showingResult', 'ready.showingError'] as const)('recalls from %s and is editing', (state) => {
    const { actor, up, down, view } = startFrom(state, { history, log: [entry(1, 'tm out', state === 'ready.showingError' ? refused() : ok())] });
    up();
    expectTransitionTo(actor, 'ready.editing');
    expect(view().text).toBe('tm out');
    up();
    down();
    expectTransitionTo(actor, 'ready.editing');
    expect(view().text).toBe('tm out');
    down();
    expectTransitionTo(actor, 'ready.editing');
    expect(view().text).toBe('');
  });

  it('ends the walk when the recalled line is edited: Up then starts from the newest again and keeps the edit as the draft', () => {
    const { up, down, type, view } = start(history);
    up();
    up();
    type('go notes -s');
    down();
    expect(view().text).toBe('go notes -s');
    up();
    expect(view().text).toBe('tm out');
    down();
    expect(view().text).toBe('go notes -s');
  });

  it('ends the walk on Esc: Down does not bring the draft back', () => {
    const { up, down, esc, type, view } = start(history);
    type('psw');
    up();
    esc();
    down();
    expect(view().text).toBe('');
    up();
    down();
    expect(view().text).toBe('');
  });

  it('keeps the last 100 lines of a longer history it is given', () => {
    const long = Array.from({ length: 150 }, (_, i) => `go line${i}`);
    const { up, view } = start(long);
    for (let i = 0; i < 200; i++) up();
    expect(view().text).toBe(`go line${150 - commandLineHistoryLimit}`);
    expect(commandLineHistoryLimit).toBe(100);
  });
});

describe("Tab's completion", () => {
  it('does nothing with nothing typed', () => {
    const { actor, tab, type, callsOf } = start();
    tab();
    type('   ');
    tab();
    expectTransitionTo(actor, 'ready.editing');
    expect(callsOf('completion')).toEqual([]);
  });

  it('completes the text as typed, and is editing the completed line', async () => {
    const { actor, tab, type, resolve, callsOf, view } = start();
    type('go no');
    tab();
    expectTransitionTo(actor, 'completing');
    expect(view()).toMatchObject({ text: 'go no', isCompleting: true, isRunning: false });
    expect(callsOf('completion')).toEqual([{ name: 'completion', input: { text: 'go no' } }]);
    await resolve('completion', { text: 'go notes ' });
    expectTransitionTo(actor, 'ready.editing');
    expect(view()).toMatchObject({ text: 'go notes ', isCompleting: false });
  });

  it.each(['ready.showingResult', 'ready.showingError'] as const)('completes from %s', (state) => {
    const { actor, tab } = startFrom(state, { text: 'tm', log: [entry(1, 'tm out', state === 'ready.showingError' ? refused() : ok())] });
    tab();
    expectTransitionTo(actor, 'completing');
  });

  it('keeps the text as typed when the completion fails', async () => {
    const { actor, tab, type, reject, view } = start();
    type('psw cp');
    tab();
    await reject('completion', new Error('offline'));
    expectTransitionTo(actor, 'ready.editing');
    expect(view()).toMatchObject({ text: 'psw cp', isCompleting: false });
  });

  it('drops a late completion when the user typed on', async () => {
    const { actor, tab, type, resolve, view } = start();
    type('go no');
    tab();
    type('go home');
    expectTransitionTo(actor, 'ready.editing');
    expect(view()).toMatchObject({ text: 'go home', isCompleting: false });
    await resolve('completion', { text: 'go notes ' });
    expect(view().text).toBe('go home');
  });

  it("ignores a ':' alone typed while completing", () => {
    const { tab, type, view } = start();
    type('go no');
    tab();
    type(':');
    expect(view().text).toBe('');
  });

  it('clears the line on Esc while completing, and drops the completion', async () => {
    const { actor, tab, type, esc, resolve, view } = start();
    type('go no');
    tab();
    esc();
    expectTransitionTo(actor, 'ready.editing');
    expect(view()).toMatchObject({ text: '', isCompleting: false });
    await resolve('completion', { text: 'go notes ' });
    expect(view().text).toBe('');
  });

  it('waits for the completion: Enter, Up and Tab again do nothing meanwhile', () => {
    const { actor, tab, type, enter, up, callsOf, view } = start(['tm out']);
    type('go no');
    tab();
    enter();
    up();
    tab();
    expectTransitionTo(actor, 'completing');
    expect(view().text).toBe('go no');
    expect(callsOf('completion')).toHaveLength(1);
    expect(callsOf('runCommand')).toEqual([]);
  });

  it('ends a history walk: Down after a completed recall does not bring the draft back', async () => {
    const { tab, type, up, down, resolve, view } = start(['go no']);
    type('psw');
    up();
    tab();
    await resolve('completion', { text: 'go notes ' });
    down();
    expect(view().text).toBe('go notes ');
  });

  it('keeps the walk when the completion fails: Down still brings the draft back', async () => {
    const { tab, type, up, down, reject, view } = start(['go no']);
    type('psw');
    up();
    tab();
    await reject('completion', new Error('offline'));
    down();
    expect(view().text).toBe('psw');
  });
});

describe('running a line', () => {
  it('runs the trimmed line, keeps it in the history, and shows its output', async () => {
    const { actor, type, enter, resolve, calls, view } = start(['go notes']);
    type('  tm out  ');
    enter();
    expectTransitionTo(actor, 'running');
    expect(view()).toMatchObject({ text: '', isRunning: true, log: [] });
    expect(calls).toEqual([
      { name: 'historyChanged', params: { history: ['go notes', 'tm out'] } },
      { name: 'runCommand', input: { line: 'tm out', answers: [] } },
    ]);
    const output = ok();
    await resolve('runCommand', output);
    expectTransitionTo(actor, 'ready.showingResult');
    expect(view()).toEqual({ text: '', log: [entry(1, 'tm out', output)], isRunning: false, isCompleting: false, prompt: null, isMasked: false, hasError: false });
  });

  it.each(['ready.showingResult', 'ready.showingError'] as const)('runs the next line from %s', async (state) => {
    const { actor, type, enter, callsOf } = startFrom(state, { log: [entry(1, 'tm out', ok())], nextId: 2 });
    type('go notes');
    enter();
    expectTransitionTo(actor, 'running');
    expect(callsOf('runCommand')).toEqual([{ name: 'runCommand', input: { line: 'go notes', answers: [] } }]);
  });

  it.each(['', '   ', ':', ' : '])('does nothing on Enter with %o', (text) => {
    const { actor, enter, callsOf, view } = startFrom('ready.showingResult', { text, history: ['tm out'], log: [entry(1, 'tm out', ok())] });
    enter();
    expectTransitionTo(actor, 'ready.showingResult');
    expect(view().text).toBe(text);
    expect(callsOf('runCommand')).toEqual([]);
    expect(callsOf('historyChanged')).toEqual([]);
  });

  it('runs the last line again without keeping it twice, and tells the app nothing changed by not calling it', async () => {
    const { actor, up, enter, resolve, callsOf, view } = start(['go notes', 'tm out']);
    up();
    enter();
    expectTransitionTo(actor, 'running');
    expect(callsOf('runCommand')).toEqual([{ name: 'runCommand', input: { line: 'tm out', answers: [] } }]);
    expect(callsOf('historyChanged')).toEqual([]);
    await resolve('runCommand', ok());
    up();
    expect(view().text).toBe('tm out');
    up();
    expect(view().text).toBe('go notes');
  });

  it('keeps the trimmed line once when it repeats the last with other spaces', async () => {
    const { type, enter, callsOf } = start(['tm out']);
    type(' tm out ');
    enter();
    expect(callsOf('runCommand')).toEqual([{ name: 'runCommand', input: { line: 'tm out', answers: [] } }]);
    expect(callsOf('historyChanged')).toEqual([]);
  });

  it('keeps a line again when it is not the last one', async () => {
    const { type, enter, callsOf } = start(['tm out', 'go notes']);
    type('tm out');
    enter();
    expect(callsOf('historyChanged')).toEqual([{ name: 'historyChanged', params: { history: ['tm out', 'go notes', 'tm out'] } }]);
  });

  it('keeps the last 100 lines run', async () => {
    const full = Array.from({ length: commandLineHistoryLimit }, (_, i) => `go line${i}`);
    const { type, enter, callsOf } = start(full);
    type('tm out');
    enter();
    const [changed] = callsOf('historyChanged');
    expect(changed?.params).toEqual({ history: [...full.slice(1), 'tm out'] });
  });

  it('shows an error outcome as an error', async () => {
    const { actor, run, view } = start();
    const output = refused();
    await run('tm out', output);
    expectTransitionTo(actor, 'ready.showingError');
    expect(view()).toMatchObject({ log: [entry(1, 'tm out', output)], hasError: true, isRunning: false });
  });

  it('says "Could not run the command." when the runner itself fails', async () => {
    const { actor, type, enter, reject, view } = start();
    type('tm out');
    enter();
    await reject('runCommand', new Error('TypeError: undefined is not a function'));
    expectTransitionTo(actor, 'ready.showingError');
    expect(commandLineMessageIds.runFailed).toBe('commandLine.run.failed');
    expect(view()).toMatchObject({
      log: [entry(1, 'tm out', { status: 'error', lines: [said('commandLine.run.failed')] })],
      hasError: true,
      isRunning: false,
    });
  });

  it('numbers the runs and keeps their order; the last one decides whether an error shows', async () => {
    const { run, view } = start();
    await run('tm out', refused());
    await run('go notes', ok('go.cli.went'));
    expect(view().log.map(({ id, echo }) => [id, echo])).toEqual([
      [1, 'tm out'],
      [2, 'go notes'],
    ]);
    expect(view().hasError).toBe(false);
    await run('tm groups', refused('time.cli.notFound'));
    expect(view().log.map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(view().hasError).toBe(true);
  });

  it('lets the next line be typed while one runs, and waits with everything else', async () => {
    const { actor, type, enter, up, tab, resolve, callsOf, view } = start(['go notes']);
    type('tm out');
    enter();
    type('go home');
    expectTransitionTo(actor, 'running');
    expect(view()).toMatchObject({ text: 'go home', isRunning: true });
    enter();
    tab();
    up();
    expect(view().text).toBe('go home');
    expect(callsOf('runCommand')).toHaveLength(1);
    expect(callsOf('completion')).toEqual([]);
    type(':');
    expect(view().text).toBe('');
    type('go home');
    await resolve('runCommand', ok());
    expectTransitionTo(actor, 'ready.showingResult');
    expect(view().text).toBe('go home');
    enter();
    expect(callsOf('runCommand')).toHaveLength(2);
  });

  it('clears the line typed meanwhile on Esc, and the command runs on', async () => {
    const { actor, type, enter, esc, resolve, view } = start();
    type('tm out');
    enter();
    type('go home');
    esc();
    expectTransitionTo(actor, 'running');
    expect(view()).toMatchObject({ text: '', isRunning: true });
    await resolve('runCommand', ok());
    expect(view().log).toHaveLength(1);
  });
});

describe('clear', () => {
  it('empties the output and shows nothing else', async () => {
    const { actor, run, view } = start();
    await run('tm out', refused());
    await run('go notes', ok());
    await run('clear', cleared);
    expectTransitionTo(actor, 'ready.showingResult');
    expect(view()).toMatchObject({ log: [], hasError: false });
    await run('tm out', ok());
    expect(view().log).toEqual([entry(4, 'tm out', ok())]);
  });

  it("shows only a clearing command's own lines", async () => {
    const { run, view } = start();
    await run('tm out', ok());
    const fresh: CommandOutcome = { status: 'ok', lines: [said('help.cli.commands')], clearsLog: true };
    await run('help', fresh);
    expect(view().log).toEqual([entry(2, 'help', fresh)]);
  });
});

describe('the output keeps the last 200 runs', () => {
  it('drops the oldest run when the 201st comes', async () => {
    const log = Array.from({ length: commandLineLogLimit }, (_, i) => entry(i + 1, `go line${i}`, ok()));
    const { run, view } = startFrom('ready.showingResult', { log, nextId: commandLineLogLimit + 1 });
    expect(commandLineLogLimit).toBe(200);
    await run('tm out', ok());
    expect(view().log).toHaveLength(200);
    expect(view().log[0]).toEqual(log[1]);
    expect(view().log.at(-1)).toEqual(entry(201, 'tm out', ok()));
  });

  it('keeps 199 runs and one more', async () => {
    const log = Array.from({ length: commandLineLogLimit - 1 }, (_, i) => entry(i + 1, `go line${i}`, ok()));
    const { run, view } = startFrom('ready.showingResult', { log, nextId: commandLineLogLimit });
    await run('tm out', ok());
    expect(view().log).toHaveLength(200);
    expect(view().log[0]).toEqual(log[0]);
  });
});

describe('a prompt for one more answer', () => {
  it('asks for the password masked, runs the command again with it, and never shows or keeps the secret', async () => {
    const { actor, type, enter, resolve, calls, callsOf, view } = start();
    type('us login ada');
    enter();
    type('go home'); // typed while the command runs: must not become the password
    const asked = asks(passwordPrompt);
    await resolve('runCommand', asked);
    expectTransitionTo(actor, 'askingAnswer');
    expect(view()).toEqual({ text: '', log: [entry(1, 'us login ada', asked)], isRunning: false, isCompleting: false, prompt: passwordPrompt, isMasked: true, hasError: false });

    type('hunter2');
    expectTransitionTo(actor, 'askingAnswer');
    expect(view().text).toBe('hunter2');
    enter();
    expectTransitionTo(actor, 'running');
    expect(view()).toMatchObject({ text: '', isRunning: true, prompt: null, isMasked: false });
    expect(callsOf('runCommand').at(-1)).toEqual({ name: 'runCommand', input: { line: 'us login ada', answers: ['hunter2'] } });

    const welcome = ok('accounts.cli.loggedIn');
    await resolve('runCommand', welcome);
    expectTransitionTo(actor, 'ready.showingResult');
    expect(view().log).toEqual([entry(1, 'us login ada', asked), entry(2, maskedEcho, welcome, true)]);
    expect(maskedEcho).toBe('••••••••');
    // Nowhere the app or the screen can read: the context, the history kept, the output.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('hunter2');
    expect(JSON.stringify(calls.filter((call) => call.name === 'historyChanged'))).not.toContain('hunter2');
    expect(callsOf('historyChanged')).toEqual([{ name: 'historyChanged', params: { history: ['us login ada'] } }]);
  });

  it('echoes an answer that is not masked, and keeps every answer for a second prompt', async () => {
    const { actor, type, enter, resolve, callsOf, view } = start();
    type('us login ada');
    enter();
    await resolve('runCommand', asks(passwordPrompt));
    type('hunter2');
    enter();
    await resolve('runCommand', asks(codePrompt));
    expectTransitionTo(actor, 'askingAnswer');
    expect(view()).toMatchObject({ prompt: codePrompt, isMasked: false, text: '' });
    type('123456');
    enter();
    expect(callsOf('runCommand').at(-1)?.input).toEqual({ line: 'us login ada', answers: ['hunter2', '123456'] });
    await resolve('runCommand', refused('accounts.cli.wrongCode'));
    expectTransitionTo(actor, 'ready.showingError');
    expect(view().log.map(({ echo, masked }) => [echo, masked])).toEqual([
      ['us login ada', false],
      [maskedEcho, true],
      ['123456', false],
    ]);
    expect(view()).toMatchObject({ hasError: true, prompt: null });
  });

  it('echoes the answer to a first prompt that is not masked', async () => {
    const { type, enter, resolve, view } = startFrom('askingAnswer', { pending: { line: 'us login ada', answers: [] }, prompt: codePrompt, nextId: 2 });
    type('123456');
    enter();
    await resolve('runCommand', ok('accounts.cli.loggedIn'));
    expect(view().log).toEqual([entry(2, '123456', ok('accounts.cli.loggedIn'))]);
  });

  it('forgets the secret when the command refuses it (a wrong password)', async () => {
    const { actor, type, enter, resolve, view } = startFrom('askingAnswer', { pending: { line: 'us login ada', answers: [] }, prompt: passwordPrompt, nextId: 2 });
    type('hunter2');
    enter();
    await resolve('runCommand', refused('accounts.cli.wrongPassword'));
    expectTransitionTo(actor, 'ready.showingError');
    expect(view()).toMatchObject({ log: [entry(2, maskedEcho, refused('accounts.cli.wrongPassword'), true)], hasError: true, prompt: null });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('hunter2');
  });

  it('forgets the secret given to an earlier prompt when a later one is cancelled', async () => {
    const { actor, type, enter, esc, resolve } = startFrom('askingAnswer', { pending: { line: 'us login ada', answers: [] }, prompt: passwordPrompt, nextId: 2 });
    type('hunter2');
    enter();
    await resolve('runCommand', asks(codePrompt));
    esc();
    expectTransitionTo(actor, 'ready.editing');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('hunter2');
  });

  it("takes a ':' alone as an answer: the line is open already", () => {
    const { type, view } = startFrom('askingAnswer', { pending: { line: 'us login ada', answers: [] }, prompt: passwordPrompt });
    type(':');
    expect(view().text).toBe(':');
  });

  it('waits on Enter with nothing typed, and ignores Tab, Up and Down (no history in a password field)', () => {
    const { actor, enter, tab, up, down, callsOf, view } = startFrom('askingAnswer', {
      history: ['tm out'],
      pending: { line: 'us login ada', answers: [] },
      prompt: passwordPrompt,
    });
    enter();
    tab();
    up();
    down();
    expect(valueToPath(actor.getSnapshot().value)).toBe('askingAnswer');
    expect(view()).toMatchObject({ text: '', prompt: passwordPrompt });
    expect(callsOf('runCommand')).toEqual([]);
    expect(callsOf('completion')).toEqual([]);
  });

  it('takes an answer of spaces as typed', () => {
    const { actor, type, enter, callsOf } = startFrom('askingAnswer', { pending: { line: 'us login ada', answers: [] }, prompt: passwordPrompt });
    type(' ');
    enter();
    expectTransitionTo(actor, 'running');
    expect(callsOf('runCommand')).toEqual([{ name: 'runCommand', input: { line: 'us login ada', answers: [' '] } }]);
  });

  it('drops the command on Esc, and the next line runs without its answers', async () => {
    const { actor, type, esc, enter, callsOf, view } = startFrom('askingAnswer', {
      pending: { line: 'us login ada', answers: [] },
      prompt: passwordPrompt,
      log: [entry(1, 'us login ada', asks(passwordPrompt))],
      nextId: 2,
    });
    type('hunt');
    esc();
    expectTransitionTo(actor, 'ready.editing');
    expect(view()).toMatchObject({ text: '', prompt: null, isMasked: false });
    type('tm out');
    enter();
    expect(callsOf('runCommand')).toEqual([{ name: 'runCommand', input: { line: 'tm out', answers: [] } }]);
  });

  it('masks the echo when the runner fails on a masked answer', async () => {
    const { actor, type, enter, reject, view } = startFrom('askingAnswer', {
      pending: { line: 'us -p', answers: [] },
      prompt: passwordPrompt,
      nextId: 7,
    });
    type('s3cret');
    enter();
    await reject('runCommand', new Error('offline'));
    expectTransitionTo(actor, 'ready.showingError');
    expect(view().log).toEqual([entry(7, maskedEcho, { status: 'error', lines: [said(commandLineMessageIds.runFailed)] }, true)]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('s3cret');
  });

  it('shows only what a clear after an answer leaves', async () => {
    const { type, enter, resolve, view } = startFrom('askingAnswer', {
      pending: { line: 'us -p', answers: [] },
      prompt: passwordPrompt,
      log: [entry(1, 'us -p', asks(passwordPrompt))],
      nextId: 2,
    });
    type('s3cret');
    enter();
    await resolve('runCommand', cleared);
    expect(view().log).toEqual([]);
  });
});

describe('what the app must provide', () => {
  it.each(['completion', 'runCommand'] as const)('fails loudly when `%s` is not provided', async (name) => {
    const request = createActor(commandLineMachine.implementations.actors[name] as AnyActorLogic, { input: {} });
    const failure = new Promise((resolve) => request.subscribe({ error: resolve }));
    request.start();
    await expect(failure).resolves.toMatchObject({ message: `actor \`${name}\` must be provided` });
  });

  it('fails loudly when `historyChanged` is not provided', () => {
    const action = commandLineMachine.implementations.actions.historyChanged as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow('action `historyChanged` must be provided');
  });
});

itAssertedEveryTransition(pins);
