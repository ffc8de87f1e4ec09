import type { Language } from '../../domain/language';
import en from './en.json';
import sv from './sv.json';

export type Messages = Record<string, string>;

/**
 * Both catalogues are bundled: together they are a few kB, less than a second request would
 * cost, and switching language then needs no loading state.
 */
const catalogues: Record<Language['catalogue'], Messages> = {
  en: en as Messages,
  sv: sv as Messages,
};

export function messagesFor(catalogue: Language['catalogue']): Messages {
  return catalogues[catalogue];
}
