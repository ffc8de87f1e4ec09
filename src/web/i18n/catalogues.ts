import type { Language } from '../../domain/language';
import enShared from './en.json';
import svShared from './sv.json';
import { appTexts, type Texts } from './texts';

export type Messages = Record<string, string>;

// Every text of both languages, read at once: for tests and stories, which render any screen
// without loading first. The app never imports this file; it loads its texts per language and
// area (texts.ts). Each area keeps its texts beside it (features/<area>/messages.en.json and
// .sv.json, so do the hubs and shell/notFound); the shell and the shared components keep theirs here. They are gathered by file
// name, so a new area adds its files and nothing here changes.
const areaCatalogues = {
  en: import.meta.glob<Messages>('../{features,hubs,shell}/*/messages.en.json', { eager: true, import: 'default' }),
  sv: import.meta.glob<Messages>('../{features,hubs,shell}/*/messages.sv.json', { eager: true, import: 'default' }),
};

/** Every catalogue file of a language, by path: the shared one and each area's. */
export function catalogueFiles(catalogue: Language['catalogue']): Record<string, Messages> {
  const shared = catalogue === 'en' ? enShared : svShared;
  return { [`./${catalogue}.json`]: shared, ...areaCatalogues[catalogue] };
}

const catalogues: Record<Language['catalogue'], Messages> = {
  en: Object.assign({}, ...Object.values(catalogueFiles('en'))),
  sv: Object.assign({}, ...Object.values(catalogueFiles('sv'))),
};

/** Every text of a language, shared and every area's. */
export function messagesFor(catalogue: Language['catalogue']): Messages {
  return catalogues[catalogue];
}

/** Puts every text of both languages in `texts` (the app's by default), so nothing waits to load. */
export function loadEveryText(texts: Texts = appTexts) {
  texts.addComplete('en', catalogues.en);
  texts.addComplete('sv', catalogues.sv);
}
