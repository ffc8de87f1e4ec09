import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { selectAuth } from '../../../../machines/authMachine';
import { commandLineMachine, selectCommandLine, type CompletionInput, type RunCommandInput } from '../../../../machines/commandLineMachine';
import type { CommandDefinition, CommandServices } from '../../commandDefinition';
import { readCommandHistory, writeCommandHistory } from './commandHistory';
import { commandOfLine, completeLine, suggestFor } from './registry/suggest';
import { runLine } from './registry/runLine';

/**
 * One command line: its machine (machines/commandLineMachine.ts) provided with the registry's
 * runner and completion, the history of whoever is signed in on this device, and the live
 * suggestion for what is typed.
 */
export function useCommandLine(commands: readonly CommandDefinition[], services: CommandServices) {
  const userId = useSelector(services.runtime.auth, (snapshot) => selectAuth(snapshot).user?._id ?? null);
  // The machine is made once; its actors reach the latest commands, services and user through this
  // (`us login` changes whose history a line goes into).
  const latest = useRef({ commands, services, userId });
  useEffect(() => {
    latest.current = { commands, services, userId };
  });

  /* eslint-disable react-hooks/refs -- the actors and actions read `latest` when they run, after render, never during it */
  const actor = useActorRef(
    commandLineMachine.provide({
      actors: {
        runCommand: fromPromise(({ input }: { input: RunCommandInput }) => runLine(input, latest.current.commands, latest.current.services)),
        completion: fromPromise(async ({ input }: { input: CompletionInput }) => ({
          text: await completeLine(input.text, latest.current.commands, latest.current.services),
        })),
      },
      actions: {
        historyChanged: (_, params: { history: readonly string[] }) => writeCommandHistory(latest.current.userId, params.history),
      },
    }),
    { input: { history: readCommandHistory(userId) } },
  );
  /* eslint-enable react-hooks/refs */

  const view = useSelector(actor, selectCommandLine, shallowEqual);
  const loaded = useLoadingWhatCompletes(view.prompt ? '' : view.text, commands, services);
  // From cached data only, so it is there by the next frame (issue 11's benchmark measures it).
  const suggestion = useMemo(
    () => (view.prompt ? null : suggestFor(view.text, commands, services)),
    // `loaded` changes when data the line completes from came in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.prompt, view.text, commands, services, loaded],
  );
  return { actor, view, suggestion };
}

/**
 * Once the typing pauses on a command that completes from data (`tm in`: the groups), loads that
 * data, so the hint appears without pressing Tab first. Counts the loads, for the suggestion to
 * be worked out again.
 */
function useLoadingWhatCompletes(text: string, commands: readonly CommandDefinition[], services: CommandServices): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const found = commandOfLine(text, commands);
    const prepare = found?.command.prepareCompletion;
    if (!found || !prepare) return;
    let live = true;
    const timer = setTimeout(() => {
      prepare(text.slice(found.start), services).then(
        () => live && setLoads((count) => count + 1),
        () => undefined, // offline: Tab tries again
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, commands, services]);
  return loads;
}
