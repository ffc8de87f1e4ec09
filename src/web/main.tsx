import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageByCode } from '../domain/language';
import { App } from './App';
import { apiClient } from './api/api';
import { createAppParts } from './appParts';
import { syncWithWindow } from './auth/windowSync';
import { readStoredLanguage } from './i18n/languageStorage';
import { appTexts } from './i18n/texts';
import { localSession } from './session/localSession';

const parts = createAppParts({ client: apiClient });
// Another tab's sign-in, sign-out or change, and coming back to this tab, keep the user current.
syncWithWindow(parts.authRuntime, { window, document, reloadSession: localSession.reload });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The language's texts and the first screen (its code, its area's texts, its data) load together,
// then the app draws once, complete. A failure is drawn by the route's error screen.
void Promise.allSettled([appTexts.use(languageByCode(readStoredLanguage()).catalogue), parts.router.load()]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App {...parts} />
    </StrictMode>,
  ),
);
