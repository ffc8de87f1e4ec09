import { createActor } from 'xstate';
import { toastMachine } from '../../../machines/toastMachine';

/**
 * The app's one toast actor. main.tsx creates it at start and hands it to <ToastProvider> and to
 * anything outside React that must warn the user (the API client's 401/403 handling, spec §8).
 */
export function createToastActor() {
  return createActor(toastMachine).start();
}

export type ToastActor = ReturnType<typeof createToastActor>;
