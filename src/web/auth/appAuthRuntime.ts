import { languageByCode } from '../../domain/language';
import type { ApiClient } from '../api/client';
import { readStoredLanguage } from '../i18n/languageStorage';
import { appTexts, formatText } from '../i18n/texts';
import { localSession } from '../session/localSession';
import type { ToastActor } from '../shell/toastActor';
import { createAuthRuntime, type AuthRuntime } from './authRuntime';

/** A message in the language the user chose (the one I18nProvider stores), outside React. */
export function translateStored(messageId: string, defaultMessage: string): string {
  return formatText(appTexts, languageByCode(readStoredLanguage()), messageId, defaultMessage);
}

export interface AppAuthRuntimeOptions {
  /** The app's client; the runtime adds the session middleware (spec §7, §8) to it. */
  client?: ApiClient;
  /** The router's navigate, by path. */
  navigate: (path: string) => void;
  toastActor: Pick<ToastActor, 'send'>;
  /** Tests replace the device fingerprint (WebCrypto). */
  fingerprint?: (userId: string) => Promise<string>;
}

/** The runtime as the app runs it: the browser's stored session, the stored language's texts. */
export function createAppAuthRuntime({ client, navigate, toastActor, fingerprint }: AppAuthRuntimeOptions): AuthRuntime {
  return createAuthRuntime({ client, session: localSession, toasts: toastActor, navigate, translate: translateStored, fingerprint });
}
