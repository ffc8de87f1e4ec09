import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageByCode } from '../domain/language';
import { App } from './App';
import { createApiClient } from './api/client';
import { createAppParts } from './appParts';
import { syncWithWindow } from './auth/windowSync';
import { readStoredLanguage } from './i18n/languageStorage';
import { appTexts } from './i18n/texts';
import { registerWhenIdle } from './pwa/registerWhenIdle';
import { localSession } from './session/localSession';
import { loadSignedInChrome } from './shell/useSignedInChrome';

// The app's one API client; the auth runtime adds the session middleware to it at start (the
// tokens of spec §7, the device fingerprint and spec §8's refresh/retry/logout rules).
const parts = createAppParts({ client: createApiClient() });
// Another tab's sign-in, sign-out or change, and coming back to this tab, keep the user current.
syncWithWindow(parts.authRuntime, { window, document, reloadSession: localSession.reload });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The language's texts, the first screen (its code, its area's texts, its data) and, for a stored
// session, the signed-in shell load together, then the app draws once, complete. A failure is
// drawn by the route's error screen.
void Promise.allSettled([
  appTexts.use(languageByCode(readStoredLanguage()).catalogue),
  parts.router.load(),
  localSession.readStoredUser() ? loadSignedInChrome() : null,
]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App {...parts} />
    </StrictMode>,
  ),
);
// The service worker (installable app, offline start) after the first screen, never before it.
registerWhenIdle();
