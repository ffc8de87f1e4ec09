import { defaultLanguageCode, parseLanguageCode } from '../../domain/language';
import type { LanguageCode } from '../../domain/preferences';

/** Per browser for now; saving it on the account ('Saved language', spec §8) comes with settings. */
export const languageStorageKey = 'lifelog.language';

export function readStoredLanguage(): LanguageCode {
  try {
    return parseLanguageCode(localStorage.getItem(languageStorageKey)) ?? defaultLanguageCode;
  } catch {
    return defaultLanguageCode;
  }
}

export function storeLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(languageStorageKey, String(code));
  } catch {
    // Storage blocked: the switch still works for this visit.
  }
}
