import type { Language } from '../../domain/language';
import enShared from './en.json';
import svShared from './sv.json';

export type Messages = Record<string, string>;

// Each area keeps its texts beside it (features/<area>/messages.en.json and .sv.json); the shell
// and the shared components keep theirs here. They are gathered by file name, so a new area adds
// its files and nothing here changes.
const areaCatalogues = {
  en: import.meta.glob<Messages>('../features/*/messages.en.json', { eager: true, import: 'default' }),
  sv: import.meta.glob<Messages>('../features/*/messages.sv.json', { eager: true, import: 'default' }),
};

/** Every catalogue file of a language, by path: the shared one and each area's. */
export function catalogueFiles(catalogue: Language['catalogue']): Record<string, Messages> {
  const shared = catalogue === 'en' ? enShared : svShared;
  return { [`./${catalogue}.json`]: shared, ...areaCatalogues[catalogue] };
}

/**
 * Both languages are bundled: together they are a few kB, less than a second request would
 * cost, and switching language then needs no loading state.
 */
const catalogues: Record<Language['catalogue'], Messages> = {
  en: Object.assign({}, ...Object.values(catalogueFiles('en'))),
  sv: Object.assign({}, ...Object.values(catalogueFiles('sv'))),
};

export function messagesFor(catalogue: Language['catalogue']): Messages {
  return catalogues[catalogue];
}
