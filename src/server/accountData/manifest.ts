import type { Schemas } from '../../contract/types';

/** The export format this server writes; a file of an older one is upgraded (formatVersions.ts). */
export const FORMAT_VERSION = 1;

/** `manifest.json`, the zip's first file. */
export type AccountDataManifest = Schemas['AccountDataManifest'];
