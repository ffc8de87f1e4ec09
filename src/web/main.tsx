import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiClient } from './api/api';
import { createAppParts } from './appParts';
import { syncWithWindow } from './auth/windowSync';
import { localSession } from './session/localSession';

const parts = createAppParts({ client: apiClient });
// Another tab's sign-in, sign-out or change, and coming back to this tab, keep the user current.
syncWithWindow(parts.authRuntime, { window, document, reloadSession: localSession.reload });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App {...parts} />
  </StrictMode>,
);
