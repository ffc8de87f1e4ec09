// Types of firstScreens.mjs for vite.config.ts and scripts/preloadPlugin.ts.
export type Catalogue = 'en' | 'sv';
export declare const firstScreens: Record<'signedOut' | 'signedIn', (catalogue: Catalogue) => string[]>;
export declare const catalogues: Catalogue[];
