import type { components } from '../../contract/openapi';

/** The languages an export file's column names come in (the contract's FileLanguage). */
export type FileLanguage = NonNullable<components['parameters']['FileLanguage']>;
