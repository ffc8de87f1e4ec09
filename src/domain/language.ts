import type { LanguageCode } from '../contract/types';

/**
 * The interface languages. Spec §4 numbers them (1 English, 2 Swedish) and calls Swedish `se`;
 * the browser needs a BCP 47 locale, which for Swedish is `sv-SE` (DESIGN §5).
 */
export interface Language {
  code: LanguageCode;
  /** The spec's short code (spec §4), kept for the API and the CLI. */
  specCode: 'en' | 'se';
  /** BCP 47 locale for Intl and `<html lang>`. */
  locale: string;
  /** The message catalogue file under src/web/i18n. */
  catalogue: 'en' | 'sv';
  /** The language's own name: a language picker shows each language in itself, never translated. */
  nativeName: string;
}

export const languages: readonly Language[] = [
  { code: 1, specCode: 'en', locale: 'en', catalogue: 'en', nativeName: 'English' },
  { code: 2, specCode: 'se', locale: 'sv-SE', catalogue: 'sv', nativeName: 'Svenska' },
];

/** Spec §9: English unless the user chose otherwise. */
export const defaultLanguageCode: LanguageCode = 1;

export function languageByCode(code: LanguageCode): Language {
  // `languages` covers every LanguageCode, so the fallback only guards against a widened type.
  return languages.find((language) => language.code === code) ?? languages[0]!;
}

/** Reads a stored or received value ("2", 2, "se", "sv-SE") as a language code; null if unknown. */
export function parseLanguageCode(value: unknown): LanguageCode | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().toLowerCase();
  const match = languages.find(
    (language) =>
      String(language.code) === text ||
      language.specCode === text ||
      language.locale.toLowerCase() === text ||
      language.catalogue === text,
  );
  return match ? match.code : null;
}
