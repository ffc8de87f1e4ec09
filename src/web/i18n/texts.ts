import { createIntl, createIntlCache } from 'react-intl';
import type { Language } from '../../domain/language';
import type { Messages } from './messageCatalogue';
import { signedInTexts, unitTexts } from './textParts';

export type Catalogue = Language['catalogue'];

type Load = () => Promise<Messages>;

export interface TextLoaders {
  /** Per language, what the shell shows on any screen (textParts.ts). */
  shell: Record<Catalogue, Load>;
  /** Per language and area id, the texts of the area's screens. */
  areas: Record<Catalogue, Record<string, Load>>;
}

/**
 * The texts the app has loaded, per language: the shell's, and each area's once one of its
 * routes is wanted. Only the language in use loads; a switch loads the new language's shell and
 * every area loaded so far before it happens, so a screen never shows an id or a fallback.
 */
export interface Texts {
  /** Everything loaded for `catalogue`, merged; the same object until something more loads. */
  messages: (catalogue: Catalogue) => Messages;
  /** Whether `catalogue`'s shell texts are in (the app renders nothing before). */
  hasShell: (catalogue: Catalogue) => boolean;
  /**
   * Loads what `catalogue` needs (its shell and every area wanted so far) and makes it the
   * language areas load in. Null when nothing was missing (the switch can happen at once).
   */
  use: (catalogue: Catalogue) => Promise<void> | null;
  /** Loads an area's texts in the language in use; null when they are in already. */
  loadArea: (area: string) => Promise<void> | null;
  /** Takes a whole catalogue at once, as if every part were loaded (tests and stories). */
  addComplete: (catalogue: Catalogue, messages: Messages) => void;
  /** Calls `listener` whenever more texts are in; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

const shellPart = '';

export function createTexts(loaders: TextLoaders): Texts {
  const parts: Record<Catalogue, Map<string, Messages>> = { en: new Map(), sv: new Map() };
  const complete = new Set<Catalogue>();
  const merged = new Map<Catalogue, Messages>();
  const pending = new Map<string, Promise<void>>();
  const wantedAreas = new Set<string>();
  const listeners = new Set<() => void>();
  // The language areas load in: the one in use, and the one a switch is loading (the last asked for).
  let active: Catalogue | null = null;
  let target: Catalogue | null = null;

  const has = (catalogue: Catalogue, part: string) => complete.has(catalogue) || parts[catalogue].has(part);

  function loadPart(catalogue: Catalogue, part: string): Promise<void> | null {
    if (has(catalogue, part)) return null;
    const key = `${catalogue}:${part}`;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const load = part === shellPart ? loaders.shell[catalogue] : loaders.areas[catalogue][part];
    if (!load) {
      parts[catalogue].set(part, {}); // an area without texts of its own
      return null;
    }
    const promise = load()
      .then((messages) => {
        parts[catalogue].set(part, messages);
        merged.delete(catalogue);
        listeners.forEach((listener) => listener());
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  }

  function loadParts(catalogue: Catalogue, wanted: string[]): Promise<void> | null {
    const loading = wanted.map((part) => loadPart(catalogue, part)).filter((promise) => promise !== null);
    return loading.length > 0 ? Promise.all(loading).then(() => undefined) : null;
  }

  // Loads what `catalogue` lacks, again until nothing is missing (an area may be wanted meanwhile),
  // then makes it the language in use unless a later switch asked for another.
  function settle(catalogue: Catalogue): Promise<void> | null {
    const loading = loadParts(catalogue, [shellPart, ...wantedAreas]);
    if (!loading) {
      if (target === catalogue) active = catalogue;
      return null;
    }
    return loading.then(() => (target === catalogue ? (settle(catalogue) ?? undefined) : undefined));
  }

  const texts: Texts = {
    messages(catalogue) {
      let messages = merged.get(catalogue);
      if (!messages) {
        messages = Object.assign({}, ...parts[catalogue].values()) as Messages;
        merged.set(catalogue, messages);
      }
      return messages;
    },
    hasShell: (catalogue) => has(catalogue, shellPart),
    use(catalogue) {
      target = catalogue;
      return settle(catalogue);
    },
    loadArea(area) {
      wantedAreas.add(area);
      const catalogues = new Set([active, target].filter((catalogue) => catalogue !== null));
      const loading = [...catalogues].map((catalogue) => loadPart(catalogue, area)).filter((promise) => promise !== null);
      return loading.length > 0 ? Promise.all(loading).then(() => undefined) : null;
    },
    addComplete(catalogue, messages) {
      parts[catalogue].set(shellPart, messages);
      complete.add(catalogue);
      merged.delete(catalogue);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return texts;
}

const areaId = (file: string) => /\/(?:features|hubs|shell)\/([^/]+)\//.exec(file)?.[1] ?? file;
const byArea = (files: Record<string, Load>) =>
  Object.fromEntries(Object.entries(files).map(([file, load]) => [areaId(file), load]));

/**
 * The app's texts. Each area's catalogue is found by file name (features/<area>/messages.en.json,
 * the folder named as the area's id; hubs/<hub>/ and shell/notFound/ alike), so a new area adds its
 * files and nothing here changes; the build splits each file into the shell's part, the signed-in
 * part and its screens' (textParts.ts). The signed-in parts of every catalogue load together as
 * `signedInTexts`, with the signed-in shell.
 */
export const appTexts = createTexts({
  shell: {
    en: () => import('./shellTexts.en').then((module) => module.default),
    sv: () => import('./shellTexts.sv').then((module) => module.default),
  },
  areas: {
    en: {
      ...byArea(import.meta.glob<Messages>('../{features,hubs,shell}/*/messages.en.json', { import: 'default', query: '?texts=screens' })),
      [signedInTexts]: () => import('./signedInTexts.en').then((module) => module.default),
      [unitTexts]: () => import('./unitTexts.en').then((module) => module.default),
    },
    sv: {
      ...byArea(import.meta.glob<Messages>('../{features,hubs,shell}/*/messages.sv.json', { import: 'default', query: '?texts=screens' })),
      [signedInTexts]: () => import('./signedInTexts.sv').then((module) => module.default),
      [unitTexts]: () => import('./unitTexts.sv').then((module) => module.default),
    },
  },
});

const intlCache = createIntlCache();

/**
 * A text outside React (toasts from the accounts workflows and the query cache) in `locale`,
 * from what `texts` has loaded for `catalogue`; the English default when it is not in.
 */
export function formatText(texts: Texts, { locale, catalogue }: Pick<Language, 'locale' | 'catalogue'>, id: string, defaultMessage: string): string {
  const intl = createIntl({ locale, defaultLocale: 'en', messages: texts.messages(catalogue), onError: () => {} }, intlCache);
  return intl.formatMessage({ id, defaultMessage });
}
