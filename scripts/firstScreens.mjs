// What each first screen loads besides the entry chunk and its static imports, per language,
// named by the app modules that bring it (paths from the project root, with their query):
// main.tsx loads the language's shell texts and the route's lazy pieces (its code, its area's
// texts, its data, and with a stored session the signed-in shell) before the first render.
// scripts/preloadPlugin.ts lists their chunks in index.html and public/first-screen.js preloads
// the set that fits the visitor, so they download with the entry instead of after it;
// scripts/bundle-report.mjs sizes them (English; Swedish is alike).
export const firstScreens = {
  /** /login, or any page a visitor without a stored session opens (the guard leads to /login). */
  signedOut: (catalogue) => [
    `src/web/i18n/shellTexts.${catalogue}.ts`,
    `src/web/features/accounts/messages.${catalogue}.json?texts=screens`,
    'src/web/features/accounts/LoginRoute.tsx',
  ],
  /** / with a stored session: the signed-in shell, the signed-in session (tokens, extra login) and the server data. */
  signedIn: (catalogue) => [
    `src/web/i18n/shellTexts.${catalogue}.ts`,
    'src/web/shell/signedInChrome.ts',
    'src/web/auth/signedInSession.ts',
    'src/web/api/serverDataParts.ts',
  ],
};

export const catalogues = ['en', 'sv'];
