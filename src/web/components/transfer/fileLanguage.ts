import type { components } from '../../../contract/openapi';

export type FileLanguage = NonNullable<components['parameters']['FileLanguage']>;

/** The language an export's column names are asked in: the one the app speaks. */
export const fileLanguage = (locale: string): FileLanguage => (locale.startsWith('sv') ? 'sv' : 'en');
