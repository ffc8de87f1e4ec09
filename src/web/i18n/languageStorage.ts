import { defaultLanguageCode, languages, parseLanguageCode } from '../../domain/language';
import type { LanguageCode } from '../../domain/preferences';
import { localSession } from '../session/localSession';

/** The language chosen in this browser (the switch, or the account's on sign-in). */
export const languageStorageKey = 'lifelog.language';

/**
 * The first of the browser's preferred languages (`navigator.languages`, best first) that the app
 * has, by its primary subtag ("sv-FI" is Swedish); null when none is ours.
 */
export function browserLanguage(preferred: readonly string[] = readNavigatorLanguages()): LanguageCode | null {
  for (const tag of preferred) {
    let primary: string;
    try {
      primary = new Intl.Locale(tag).language;
    } catch {
      continue; // Not a BCP 47 tag: skip it rather than guess.
    }
    const match = languages.find((language) => language.catalogue === primary);
    if (match) return match.code;
  }
  return null;
}

function readNavigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

function readChosenLanguage(): LanguageCode | null {
  try {
    return parseLanguageCode(localStorage.getItem(languageStorageKey));
  } catch {
    return null; // Storage blocked: nothing was remembered.
  }
}

/**
 * The language this browser starts in: the one chosen here, else the signed-in user's saved one,
 * else the first of the browser's preferred languages the app has, else English (spec §9). A
 * visitor who never chose follows the browser; a choice, or a sign-in (UserPreferencesSync stores
 * the account's), holds from then on.
 */
export function readStoredLanguage(): LanguageCode {
  return readChosenLanguage() ?? parseLanguageCode(localSession.readStoredUser()?.preferences?.language) ?? browserLanguage() ?? defaultLanguageCode;
}

export function storeLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(languageStorageKey, String(code));
  } catch {
    // Storage blocked: the switch still works for this visit.
  }
}
