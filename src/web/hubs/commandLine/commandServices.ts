import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ServerDataLoader } from '../../api/serverData';
import { useAuthRuntime } from '../../auth/AuthProvider';
import type { AuthRuntime } from '../../auth/authRuntime';
import type { CommandDefinition, CommandServices } from '../../commandDefinition';
import { areas } from '../../areas';
import { goRoutesOf } from './registry/goRoutes';

export interface CommandServicesParts {
  runtime: AuthRuntime;
  serverData: ServerDataLoader;
  navigate: (path: string) => void;
  /** Every route's full path (`router.routesByPath`'s keys), for `go`'s names. */
  routePaths: Iterable<string>;
  commands: readonly CommandDefinition[];
}

/** What the app hands its commands (commandDefinition.ts), from its long-lived parts. */
export function createCommandServices({ runtime, serverData, navigate, routePaths, commands }: CommandServicesParts): CommandServices {
  const goRoutes = goRoutesOf(routePaths, areas);
  return {
    runtime,
    serverData: () => serverData.load(),
    currentServerData: () => serverData.current(),
    navigate,
    goRoutes: () => goRoutes,
    commands: () => commands,
    now: () => Date.now(),
  };
}

/** The app's command services for `commands`, from the accounts runtime and the router's context. */
export function useCommandServices(commands: readonly CommandDefinition[]): CommandServices {
  const runtime = useAuthRuntime();
  const router = useRouter();
  return useMemo(
    () =>
      createCommandServices({
        runtime,
        serverData: router.options.context.serverData,
        navigate: (path) => void router.navigate({ to: path as never }),
        routePaths: Object.keys(router.routesByPath),
        commands,
      }),
    [runtime, router, commands],
  );
}
