import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ServerDataLoader } from '../../api/serverData';
import { useAuthRuntime } from '../../auth/AuthProvider';
import type { AuthRuntime } from '../../auth/authRuntime';
import type { CommandDefinition, CommandServices } from '../../commandDefinition';
import { goRoutesOf, type LinkedArea } from './registry/goRoutes';

export interface CommandServicesParts {
  runtime: AuthRuntime;
  serverData: ServerDataLoader;
  navigate: (path: string) => void;
  /** Every route's full path (`router.routesByPath`'s keys), for `go`'s names. */
  routePaths: Iterable<string>;
  /** The app's areas (the router context's), for `go`'s names. */
  areas: readonly LinkedArea[];
  commands: readonly CommandDefinition[];
}

/** What the app hands its commands (commandDefinition.ts), from its long-lived parts. */
export function createCommandServices({ runtime, serverData, navigate, routePaths, areas, commands }: CommandServicesParts): CommandServices {
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
        areas: router.options.context.areas,
        commands,
      }),
    [runtime, router, commands],
  );
}
