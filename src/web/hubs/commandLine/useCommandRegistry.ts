import { useCallback, useEffect, useState } from 'react';
import type { CommandDefinition } from '../../commandDefinition';
import { commandRegistry } from './registry/commandRegistry';

export type RegistryState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; commands: readonly CommandDefinition[] };

/** Every area's commands with their texts, loaded on first use (offline: a retry). */
export function useCommandRegistry(): RegistryState {
  const [state, setState] = useState<RegistryState>(() => {
    const commands = commandRegistry.current();
    return commands ? { status: 'ready', commands } : { status: 'loading' };
  });
  const load = useCallback(() => {
    let live = true;
    commandRegistry.load().then(
      (commands) => live && setState({ status: 'ready', commands }),
      () => live && setState({ status: 'failed', retry: () => setState({ status: 'loading' }) }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => (state.status === 'loading' ? load() : undefined), [state.status, load]);
  return state;
}
