import { useSyncExternalStore } from 'react';
import { localSession, type LocalSession } from './localSession';

/** The local session, re-rendering when sign-in state changes. */
export function useLocalSession(): LocalSession {
  return useSyncExternalStore(localSession.subscribe, localSession.get, localSession.get);
}
