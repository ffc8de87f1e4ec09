import { languageByCode } from '../../domain/language';
import type { ApiClient } from '../api/client';
import { messagesFor } from '../i18n/catalogues';
import { readStoredLanguage } from '../i18n/languageStorage';
import type { AppRouter } from '../router/router';
import { localSession } from '../session/localSession';
import type { ToastActor } from '../shell/toastActor';
import { createAuthRuntime, type AuthRuntime } from './authRuntime';

/** A message in the language the user chose (the one I18nProvider stores), outside React. */
export function translateStored(messageId: string, defaultMessage: string): string {
  return messagesFor(languageByCode(readStoredLanguage()).catalogue)[messageId] ?? defaultMessage;
}

export interface AppAuthRuntimeOptions {
  /** The app's client; the runtime adds the session middleware (spec §7, §8) to it. */
  client?: ApiClient;
  /** The router's navigate; any router of the app will do. */
  navigate: (path: string) => void;
  toastActor: ToastActor;
}

/** The runtime as the app runs it: the browser's local session, the stored language's texts. */
export function createAppAuthRuntime({ client, navigate, toastActor }: AppAuthRuntimeOptions): AuthRuntime {
  return createAuthRuntime({ client, session: localSession, toasts: toastActor, navigate, translate: translateStored });
}

/** The router's navigate by path, for the runtime (which lives outside React). */
export function navigateWith(router: AppRouter) {
  return (path: string) => {
    void router.navigate({ to: path as never });
  };
}
